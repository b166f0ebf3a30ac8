import { randomUUID } from 'node:crypto';
import { desk, startDeskApp, type DeskApp } from '../../shop/desk/order-desk-test-helpers';
import { codeOf } from '../../test/staff';
import { freshPhone } from '../../test/phones';
import { graphql } from '../../test/test-app';
import { INBOX_DOCUMENTS as D, sendContact, sendFeedback } from './inbox-test-helpers';

// The inbox through /staff/graphql as reception and admins use it, and what the public reads of
// approved feedback: every change audited in its transaction, a reply in the outbox with it.

const audits = async (app: DeskApp, recordType: string, id: string) =>
  (
    await app.dataSource.query(
      `SELECT action, before, after, actor_name FROM audit_entry
       WHERE record_type = $1 AND record_id = $2 ORDER BY id`,
      [recordType, id],
    )
  ).map((row: { action: string }) => row.action);

const outboxOf = (app: DeskApp, contactId: string) =>
  app.dataSource.query(
    `SELECT template, email, phone, params, status FROM outbox_message
     WHERE contact_message_id = $1 AND template = 'contact_reply'`,
    [contactId],
  );

const stateOf = async (app: DeskApp, table: string, id: string) =>
  (await app.dataSource.query(`SELECT inbox_state, spam FROM ${table} WHERE id = $1`, [id]))[0];

describe('the inbox', () => {
  let app: DeskApp;
  beforeAll(async () => {
    app = await startDeskApp(2);
  });
  afterAll(() => app.close());

  it('moves NEW -> READ on opening, archives, reopens, and refuses other moves', async () => {
    const id = await sendContact(app);
    const list = await desk(app, D.inbox, { kind: 'CONTACT', state: 'NEW' }, 'reception');
    expect(list.errors).toBeUndefined();
    const item = list.data.inbox.items.find((i: { id: string }) => i.id === id);
    expect(item).toMatchObject({ state: 'NEW', handledBy: null, subject: 'Sunday hours' });

    const opened = await desk(app, D.open, { kind: 'CONTACT', id }, 'reception');
    expect(opened.data.openInboxItem).toMatchObject({
      state: 'READ',
      handledBy: 'Test reception',
      nextStates: ['ARCHIVED'],
    });
    expect(opened.data.openInboxItem.handledAt).toBeTruthy();
    // Opening again changes nothing and writes no second row.
    await desk(app, D.open, { kind: 'CONTACT', id }, 'admin');
    expect(await audits(app, 'contact_message', id)).toEqual(['contactMessage.read']);

    const replied = await desk(
      app,
      D.setState,
      { kind: 'CONTACT', id, state: 'REPLIED' },
      'reception',
    );
    expect(codeOf(replied)).toBe('CONFLICT');
    const toNew = await desk(app, D.setState, { kind: 'CONTACT', id, state: 'NEW' }, 'reception');
    expect(codeOf(toNew)).toBe('CONFLICT');

    const archived = await desk(
      app,
      D.setState,
      { kind: 'CONTACT', id, state: 'ARCHIVED' },
      'reception',
    );
    expect(archived.data.setInboxState).toMatchObject({ state: 'ARCHIVED', nextStates: ['READ'] });
    const again = await desk(
      app,
      D.setState,
      { kind: 'CONTACT', id, state: 'ARCHIVED' },
      'reception',
    );
    expect(codeOf(again)).toBe('CONFLICT');
    const reopened = await desk(
      app,
      D.setState,
      { kind: 'CONTACT', id, state: 'READ' },
      'reception',
    );
    expect(reopened.data.setInboxState.state).toBe('READ');
    expect(await audits(app, 'contact_message', id)).toEqual([
      'contactMessage.read',
      'contactMessage.archive',
      'contactMessage.reopen',
    ]);
  });

  it('refuses pharmacy and doctors, and a missing item is NOT_FOUND', async () => {
    const id = await sendContact(app);
    for (const role of ['pharmacy', 'doctor'] as const) {
      expect(codeOf(await desk(app, D.inbox, {}, role))).toBe('FORBIDDEN');
      expect(codeOf(await desk(app, D.open, { kind: 'CONTACT', id }, role))).toBe('FORBIDDEN');
    }
    expect((await stateOf(app, 'contact_message', id)).inbox_state).toBe('NEW');
    expect(codeOf(await desk(app, D.open, { kind: 'FEEDBACK', id: '2147483000' }, 'admin'))).toBe(
      'NOT_FOUND',
    );
  });

  it('replies by e-mail: REPLIED, the reply in the outbox and the audit row, together', async () => {
    const id = await sendContact(app);
    const answer = await desk(
      app,
      D.reply,
      { id, channel: 'EMAIL', text: '  Yes, 9 am to 1 pm on Sundays.  ' },
      'reception',
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data.replyToContactMessage).toMatchObject({ state: 'REPLIED' });
    const [row] = await outboxOf(app, id);
    expect(row).toMatchObject({ template: 'contact_reply', phone: null, status: 'QUEUED' });
    expect(row.email).toMatch(/^inbox-.*@example\.in$/);
    expect(row.params).toMatchObject({ name: 'Inbox', reply: 'Yes, 9 am to 1 pm on Sundays.' });
    expect(await audits(app, 'contact_message', id)).toEqual(['contactMessage.reply']);
    // A second reply is allowed; archived, none is.
    await desk(app, D.setState, { kind: 'CONTACT', id, state: 'ARCHIVED' }, 'reception');
    const late = await desk(app, D.reply, { id, channel: 'EMAIL', text: 'More' }, 'reception');
    expect(codeOf(late)).toBe('CONFLICT');
    expect(await outboxOf(app, id)).toHaveLength(1);
  });

  it('replies on WhatsApp to the phone given, and writes nothing when there is none', async () => {
    const phone = freshPhone();
    const withPhone = await sendContact(app, phone);
    const sent = await desk(
      app,
      D.reply,
      { id: withPhone, channel: 'WHATSAPP', text: 'Yes.\n\nOpen\tat 9.' },
      'admin',
    );
    expect(sent.errors).toBeUndefined();
    expect(await outboxOf(app, withPhone)).toMatchObject([
      { phone, email: null, params: { reply: 'Yes. Open at 9.' } },
    ]);

    const without = await sendContact(app, null);
    const refused = await desk(
      app,
      D.reply,
      { id: without, channel: 'WHATSAPP', text: 'Yes.' },
      'admin',
    );
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors![0].extensions!.fields).toHaveProperty('channel');
    expect(await outboxOf(app, without)).toEqual([]);
    expect((await stateOf(app, 'contact_message', without)).inbox_state).toBe('NEW');
    expect(await audits(app, 'contact_message', without)).toEqual([]);

    const blank = await desk(app, D.reply, { id: without, channel: 'EMAIL', text: '   ' }, 'admin');
    expect(codeOf(blank)).toBe('BAD_USER_INPUT');
    expect(blank.errors![0].extensions!.fields).toHaveProperty('text');
    expect(await outboxOf(app, without)).toEqual([]);
  });

  it('hides spam from the default view, and refuses replies to it', async () => {
    const id = await sendContact(app);
    const marked = await desk(app, D.spam, { kind: 'CONTACT', id, spam: true }, 'reception');
    expect(marked.data.markInboxSpam.spam).toBe(true);
    const ids = async (variables: Record<string, unknown>) =>
      (await desk(app, D.inbox, variables, 'reception')).data.inbox.items.map(
        (i: { id: string; kind: string }) => `${i.kind}:${i.id}`,
      );
    expect(await ids({ kind: 'CONTACT' })).not.toContain(`CONTACT:${id}`);
    expect(await ids({ kind: 'CONTACT', spam: true })).toContain(`CONTACT:${id}`);
    expect(
      codeOf(await desk(app, D.reply, { id, channel: 'EMAIL', text: 'Hi' }, 'reception')),
    ).toBe('CONFLICT');
    expect(await outboxOf(app, id)).toEqual([]);
    expect(await audits(app, 'contact_message', id)).toEqual(['contactMessage.spam']);
  });

  it('feedback is read and archived, never replied', async () => {
    const { id } = await sendFeedback(app, false);
    const opened = await desk(app, D.open, { kind: 'FEEDBACK', id }, 'reception');
    expect(opened.data.openInboxItem).toMatchObject({ state: 'READ', nextStates: ['ARCHIVED'] });
    const replied = await desk(
      app,
      D.setState,
      { kind: 'FEEDBACK', id, state: 'REPLIED' },
      'reception',
    );
    expect(codeOf(replied)).toBe('CONFLICT');
    expect(await audits(app, 'feedback', id)).toEqual(['feedback.read']);
  });
});

describe('testimonials and ratings', () => {
  let app: DeskApp;
  beforeAll(async () => {
    app = await startDeskApp(2);
  });
  afterAll(() => app.close());

  const PUBLIC = `{
    testimonials { id firstName town text rating date }
    clinicClaims { patientsTreated yearsOfService successRate rating { average count } }
  }`;
  const DOCTOR = `query D($id: ID!) { doctor(id: $id) { id rating { average count } } }`;

  it('publishes only consented feedback, approved by an admin, as first name and town', async () => {
    const [doctor] = await app.dataSource.query(`SELECT id FROM doctor ORDER BY id LIMIT 1`);
    const doctorId = String(doctor.id);
    const before = (await graphql(app.url, DOCTOR, { id: doctorId })).data!.doctor.rating;
    const beforeClinic = (await graphql(app.url, PUBLIC)).data!.clinicClaims.rating;

    const private_ = await sendFeedback(app, false);
    const refused = await desk(
      app,
      D.approve,
      { id: private_.id, testimonial: { town: 'Vidisha' } },
      'admin',
    );
    expect(codeOf(refused)).toBe('CONFLICT');
    expect(refused.errors![0].message).toMatch(/did not allow publishing/);

    const { id, tag } = await sendFeedback(app, true, 3);
    expect(
      codeOf(await desk(app, D.approve, { id, testimonial: { town: 'Vidisha' } }, 'reception')),
    ).toBe('FORBIDDEN');
    const approved = await desk(
      app,
      D.approve,
      { id, testimonial: { town: '  Vidisha ', doctorId } },
      'admin',
    );
    expect(approved.errors).toBeUndefined();
    expect(approved.data.approveTestimonial).toMatchObject({ town: 'Vidisha', doctorId });
    expect(await audits(app, 'feedback', id)).toEqual(['testimonial.approve']);

    const answer = await graphql(app.url, PUBLIC);
    const shown = answer.data!.testimonials.find((t: { id: string }) => t.id === id);
    expect(shown).toMatchObject({
      firstName: 'Lalita',
      town: 'Vidisha',
      text: `Kind staff and a quick recovery ${tag}`,
      rating: 3,
    });
    expect(JSON.stringify(answer.data)).not.toContain(`Inboxwala${tag}`);
    expect(JSON.stringify(answer.data)).not.toMatch(/Piles/);

    const rest = await fetch(`${app.url}/api/testimonials`);
    const body = (await rest.json()) as { testimonials: Record<string, unknown>[] };
    const restShown = body.testimonials.find((t) => t.id === id)!;
    expect(Object.keys(restShown).sort()).toEqual([
      'date',
      'firstName',
      'id',
      'rating',
      'text',
      'town',
    ]);
    expect(JSON.stringify(body)).not.toContain(`Inboxwala${tag}`);

    const after = (await graphql(app.url, DOCTOR, { id: doctorId })).data!.doctor.rating;
    expect(after.count).toBe((before?.count ?? 0) + 1);
    const clinic = (await graphql(app.url, PUBLIC)).data!.clinicClaims.rating;
    expect(clinic.count).toBe((beforeClinic?.count ?? 0) + 1);

    const withdrawn = await desk(app, D.withdraw, { id }, 'admin');
    expect(withdrawn.data.withdrawTestimonial.testimonialApprovedAt).toBeNull();
    const gone = await graphql(app.url, PUBLIC);
    expect(gone.data!.testimonials.map((t: { id: string }) => t.id)).not.toContain(id);
    expect((await graphql(app.url, DOCTOR, { id: doctorId })).data!.doctor.rating).toEqual(before);
    expect(await audits(app, 'feedback', id)).toEqual([
      'testimonial.approve',
      'testimonial.withdraw',
    ]);
    expect(codeOf(await desk(app, D.withdraw, { id }, 'admin'))).toBe('CONFLICT');
  });

  it('refuses an unknown doctor and a blank town, naming the field, and changes nothing', async () => {
    const { id } = await sendFeedback(app, true);
    const noDoctor = await desk(
      app,
      D.approve,
      { id, testimonial: { town: 'Bhopal', doctorId: '2147483000' } },
      'admin',
    );
    expect(noDoctor.errors![0].extensions!.fields).toHaveProperty('doctorId');
    const blank = await desk(app, D.approve, { id, testimonial: { town: ' ' } }, 'admin');
    expect(codeOf(blank)).toBe('BAD_USER_INPUT');
    const [row] = await app.dataSource.query(
      `SELECT testimonial_approved_at, town FROM feedback WHERE id = $1`,
      [id],
    );
    expect(row).toEqual({ testimonial_approved_at: null, town: null });
  });

  it("edits the hero's claims (admin only, audited, validated) and shows them publicly", async () => {
    expect(codeOf(await desk(app, D.claims, {}, 'reception'))).toBe('FORBIDDEN');
    const bad = await desk(app, D.updateClaims, { claims: { successRate: 101 } }, 'admin');
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors![0].extensions!.fields).toHaveProperty('successRate');
    const saved = await desk(
      app,
      D.updateClaims,
      { claims: { patientsTreated: 12500, yearsOfService: 18, successRate: null } },
      'admin',
    );
    expect(saved.data.updateHeroClaims).toEqual({
      patientsTreated: 12500,
      yearsOfService: 18,
      successRate: null,
    });
    const shown = (await graphql(app.url, PUBLIC)).data!.clinicClaims;
    expect(shown).toMatchObject({ patientsTreated: 12500, yearsOfService: 18, successRate: null });
    const [audit] = await app.dataSource.query(
      `SELECT after FROM audit_entry WHERE action = 'clinicClaims.update' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit.after).toEqual({ patientsTreated: 12500, yearsOfService: 18, successRate: null });
  });
});

describe('the newsletter export', () => {
  let app: DeskApp;
  beforeAll(async () => {
    app = await startDeskApp(2);
  });
  afterAll(() => app.close());

  const download = (cookie?: string) =>
    fetch(`${app.url}/staff/files/newsletter-signups.csv`, {
      headers: cookie ? { cookie } : {},
    });

  it('downloads every sign-up for an admin, never cached, formulas neutralised', async () => {
    const tag = randomUUID().slice(0, 8);
    const email = `news-${tag}@example.in`;
    await graphql(
      app.url,
      `
        mutation S($e: String!) {
          subscribeNewsletter(email: $e) {
            subscribed
          }
        }
      `,
      {
        e: email,
      },
    );
    const hostile = `=hyperlink-${tag}@evil.in`;
    await app.dataSource.query(`INSERT INTO newsletter_signup (email) VALUES ($1)`, [hostile]);

    expect((await download()).status).toBe(401);
    expect((await download(app.cookies.get('reception'))).status).toBe(403);
    const response = await download(app.cookies.get('admin'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename=/);
    const csv = await response.text();
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('"email","signed_up","status","unsubscribe_link"');
    expect(csv).toContain(`"'${hostile}"`);
    expect(csv).not.toMatch(/(^|,)"=/m);
    const line = lines.find((l) => l.startsWith(`"${email}"`))!;
    expect(line).toMatch(
      /"subscribed","http:\/\/localhost:4000\/newsletter\/unsubscribe\/\d+\.[\w-]{43}"$/,
    );

    // The exported link unsubscribes that sign-up, and the next export says so.
    const link = new URL(line.split(',').at(-1)!.replace(/"/g, ''));
    const page = await fetch(`${app.url}${link.pathname}`, { method: 'POST', redirect: 'manual' });
    expect(page.status).toBeLessThan(400);
    const [row] = await app.dataSource.query(
      `SELECT unsubscribed_at FROM newsletter_signup WHERE email = $1`,
      [email],
    );
    expect(row.unsubscribed_at).not.toBeNull();
    const next = await (await download(app.cookies.get('admin'))).text();
    expect(next.split('\r\n').find((l) => l.startsWith(`"${email}"`))).toContain('"unsubscribed"');
    const [audit] = await app.dataSource.query(
      `SELECT count(*)::int AS n FROM audit_entry WHERE action = 'newsletter.export'`,
    );
    expect(audit.n).toBeGreaterThanOrEqual(2);
  });
});
