import { randomUUID } from 'node:crypto';
import { createDoctor, clinicDate } from '../booking/booking-test-helpers';
import { patientBook, patientContext } from '../booking/desk-test-helpers';
import { DataRightsService } from './data-rights.service';
import { DataRequestKindValue } from './data-rights.types';
import { issueInvoice } from '../shop/invoice/issue-invoice';
import { desk, placeOrder, startDeskApp, type DeskApp } from '../shop/desk/order-desk-test-helpers';
import { freshPhone } from '../test/phones';
import { codeOf } from '../test/staff';
import { graphql } from '../test/test-app';

// Patients' data rights through the real app and database: a request proven by the lookup code
// (public door) or by a visit (the desk), the admin's queue, export, correction and erasure.

const SEND = `mutation S($phone: String!) { sendOrderLookupCode(phone: $phone) { minutes } }`;
const VERIFY = `mutation V($phone: String!, $code: String!) {
  verifyOrderLookupCode(phone: $phone, code: $code) { token } }`;
const REQUEST = `mutation R($phone: String!, $unlockToken: String!, $kind: DataRequestKind!,
    $details: String) {
  requestDataRights(phone: $phone, unlockToken: $unlockToken, kind: $kind, details: $details) {
    reference dueAt message } }`;
const FIELDS = `id reference phone kind status proof details takenBy identityCheck receivedAt dueAt
  overdue closedAt closedBy outcome`;
const LIST = `query L($status: DataRequestStatus) { dataRequests(status: $status) { ${FIELDS} } }`;
const RECORD = `mutation Rec($input: RecordDataRequestInput!) {
  recordDataRequest(input: $input) { ${FIELDS} } }`;
const ERASE = `mutation E($id: ID!) { eraseDataRequest(id: $id) { ${FIELDS} } }`;
const CORRECT = `mutation C($id: ID!, $input: DataCorrectionInput!) {
  correctDataRequest(id: $id, input: $input) { ${FIELDS} } }`;
const REFUSE = `mutation F($id: ID!, $reason: String!) {
  refuseDataRequest(id: $id, reason: $reason) { ${FIELDS} } }`;
const COMPLETE = `mutation D($id: ID!, $note: String) {
  completeDataRequest(id: $id, note: $note) { ${FIELDS} } }`;

interface RequestView {
  id: string;
  reference: string;
  phone: string;
  kind: string;
  status: string;
  proof: string;
  dueAt: string;
  receivedAt: string;
  overdue: boolean;
  outcome: string | null;
  takenBy: string | null;
}

let app: DeskApp;
let doctorId: string;

beforeAll(async () => {
  app = await startDeskApp(3);
  doctorId = (await createDoctor(app.dataSource)).id;
});

afterAll(async () => {
  await app.close();
});

async function codeSentTo(phone: string): Promise<string> {
  const [row] = await app.dataSource.query(
    `SELECT params->>'code' AS code FROM outbox_message
     WHERE phone = $1 AND template = 'lookup_code' ORDER BY created_at DESC, id DESC LIMIT 1`,
    [phone],
  );
  return row.code;
}

/** Proves the phone as the privacy page does: a code to it, then the code back. */
async function prove(phone: string): Promise<string> {
  app.clock.advance(1000);
  expect((await graphql(app.url, SEND, { phone })).errors).toBeUndefined();
  const verified = await graphql(app.url, VERIFY, { phone, code: await codeSentTo(phone) });
  expect(verified.errors).toBeUndefined();
  return verified.data!.verifyOrderLookupCode.token;
}

async function ask(phone: string, kind: string, details?: string) {
  const token = await prove(phone);
  const answer = await graphql(app.url, REQUEST, { phone, unlockToken: token, kind, details });
  expect(answer.errors).toBeUndefined();
  return answer.data!.requestDataRights as { reference: string; dueAt: string };
}

async function requestOf(reference: string): Promise<RequestView> {
  const list = await desk(app, LIST, {}, 'admin');
  expect(list.errors).toBeUndefined();
  const found = (list.data!.dataRequests as RequestView[]).find((r) => r.reference === reference);
  if (!found) throw new Error(`no request ${reference}`);
  return found;
}

/** A patient with everything the site can hold for a phone, through the public doors. */
let nextDay = 5;

async function seedPatient(phone: string, name: string, email: string) {
  // A day of its own: two patients drawn at random once met at the same 10:00 (SLOT_TAKEN).
  const offset = nextDay++;
  const booked = await patientBook(
    app.services,
    doctorId,
    clinicDate(offset, app.clock.now()),
    '10:00',
    {
      phone,
      symptoms: `${name}'s private complaint`,
      now: app.clock.now(),
    },
  );
  await app.dataSource.query(
    `UPDATE appointment SET patient_first_name = $2, patient_email = $3 WHERE id = $1`,
    [booked.id, name, email],
  );
  const order = await placeOrder(app, { phone, name: `${name} Sharma`, email });
  const [{ id: orderId }] = await app.dataSource
    .query(`UPDATE customer_order SET status = 'DELIVERED' WHERE order_number = $1 RETURNING id`, [
      order.orderNumber,
    ])
    .then((result: [{ id: number }[]]) => result[0]);
  await app.dataSource.transaction((manager) => issueInvoice(manager, orderId, app.clock.now()));
  await app.dataSource.query(
    `INSERT INTO contact_message (name, email, phone, subject, message, created_at)
     VALUES ($1, $2, $3, 'A question', $4, $5)`,
    [name, email, phone, `${name} writes about something private`, app.clock.now()],
  );
  await app.dataSource.query(
    `INSERT INTO newsletter_signup (email) VALUES ($1) ON CONFLICT DO NOTHING`,
    [email],
  );
  return { appointment: booked.reference, orderNumber: order.orderNumber, orderId };
}

describe('asking from the privacy page', () => {
  it('takes a request only with the token of that phone’s code: a phone alone opens nothing', async () => {
    const phone = freshPhone();
    const alone = await graphql(app.url, REQUEST, { phone, unlockToken: '', kind: 'SEE' });
    expect(alone.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const guessed = await graphql(app.url, REQUEST, {
      phone,
      unlockToken: 'x'.repeat(43),
      kind: 'SEE',
    });
    expect(guessed.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const otherToken = await prove(freshPhone());
    const borrowed = await graphql(app.url, REQUEST, {
      phone,
      unlockToken: otherToken,
      kind: 'SEE',
    });
    expect(borrowed.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const [{ count }] = await app.dataSource.query(
      `SELECT count(*)::int AS count FROM data_request WHERE phone = $1`,
      [phone],
    );
    expect(count).toBe(0);
  });

  it('queues it for the admin with a due date 30 days on; asking again is the same request', async () => {
    const phone = freshPhone();
    const receipt = await ask(phone, 'SEE', 'Please send me everything');
    expect(receipt.reference).toMatch(/^DR-[A-Z2-9]{6}$/);
    expect(new Date(receipt.dueAt).getTime() - app.clock.now().getTime()).toBe(30 * 86_400_000);
    const again = await ask(phone, 'SEE');
    expect(again.reference).toBe(receipt.reference);

    const queued = await requestOf(receipt.reference);
    expect(queued).toMatchObject({
      phone,
      kind: 'SEE',
      status: 'RECEIVED',
      proof: 'CODE',
      overdue: false,
    });
    // A request received 31 days ago (the desk's sessions would not outlive moving the clock).
    await app.dataSource.query(
      `UPDATE data_request SET received_at = received_at - interval '31 days',
         due_at = due_at - interval '31 days' WHERE reference = $1`,
      [receipt.reference],
    );
    expect((await requestOf(receipt.reference)).overdue).toBe(true);
    const done = await desk(app, COMPLETE, { id: queued.id, note: 'Copy sent by e-mail' }, 'admin');
    expect(done.data?.completeDataRequest).toMatchObject({ status: 'DONE', overdue: false });
  });

  it('is due after the days the clinic configured (DATA_REQUEST_DUE_DAYS)', async () => {
    const phone = freshPhone();
    const unlockToken = await prove(phone);
    const weekly = new DataRightsService(app.dataSource, app.services.lookupCodes, 7);
    const now = app.clock.now();
    const receipt = await weekly.request(patientContext(now), {
      phone,
      unlockToken,
      kind: DataRequestKindValue.SEE,
    });
    expect(receipt.dueAt.getTime() - now.getTime()).toBe(7 * 86_400_000);
  });

  it('names bad input', async () => {
    const bad = await graphql(app.url, REQUEST, {
      phone: '12',
      unlockToken: 'x',
      kind: 'SEE',
      details: 'x'.repeat(1001),
    });
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(bad.errors?.[0].extensions?.fields ?? {})).toEqual(
      expect.arrayContaining(['phone', 'details']),
    );
  });
});

describe('a request made in person', () => {
  it('is recorded by reception with the phone as typed and the identity check, and audited', async () => {
    const phone = freshPhone();
    const typed = `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;
    const answer = await desk(
      app,
      RECORD,
      { input: { phone: typed, kind: 'ERASE', identityCheck: 'Aadhaar card seen' } },
      'reception',
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.recordDataRequest).toMatchObject({
      phone,
      proof: 'VISIT',
      status: 'RECEIVED',
      identityCheck: 'Aadhaar card seen',
    });
    const [audit] = await app.dataSource.query(
      `SELECT action, after FROM audit_entry WHERE record_type = 'data_request' AND record_id = $1`,
      [answer.data!.recordDataRequest.id],
    );
    expect(audit.action).toBe('data_request.record');
    expect(audit.after.phone).toBe(`********${phone.slice(-2)}`);

    const bad = await desk(
      app,
      RECORD,
      { input: { phone: '12345', kind: 'SEE', identityCheck: 'ID' } },
      'reception',
    );
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('is answered by admins only: reception, pharmacy and doctors cannot list, erase or export', async () => {
    for (const role of ['reception', 'pharmacy', 'doctor'] as const) {
      expect(codeOf(await desk(app, LIST, {}, role))).toBe('FORBIDDEN');
      expect(codeOf(await desk(app, ERASE, { id: '1' }, role))).toBe('FORBIDDEN');
      const file = await fetch(`${app.url}/staff/files/data-requests/1`, {
        headers: { cookie: app.cookies.get(role)! },
      });
      expect(file.status).toBe(403);
    }
    expect((await fetch(`${app.url}/staff/files/data-requests/1`)).status).toBe(401);
  });
});

describe('see, correct and erase', () => {
  it('exports everything held for the phone and nothing of another, as a file never cached', async () => {
    const phone = freshPhone();
    const other = freshPhone();
    const mine = await seedPatient(
      phone,
      'Kavita',
      `kavita.${randomUUID().slice(0, 6)}@example.in`,
    );
    const theirs = await seedPatient(
      other,
      'Zubin',
      `zubin.${randomUUID().slice(0, 6)}@example.in`,
    );
    const { reference } = await ask(phone, 'SEE');
    const { id } = await requestOf(reference);

    const file = await fetch(`${app.url}/staff/files/data-requests/${id}`, {
      headers: { cookie: app.cookies.get('admin')! },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toBe('no-store');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="patient-data-${reference}.json"`,
    );
    const text = await file.text();
    const data = JSON.parse(text);
    expect(data.phone).toBe(phone);
    expect(data.appointments.map((a: { reference: string }) => a.reference)).toEqual([
      mine.appointment,
    ]);
    expect(data.appointments[0].symptoms).toBe("Kavita's private complaint");
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({ orderNumber: mine.orderNumber, name: 'Kavita Sharma' });
    expect(data.orders[0].items).toHaveLength(1);
    expect(data.orders[0].invoice.serial).toBeTruthy();
    expect(data.contactMessages).toHaveLength(1);
    expect(data.newsletterSignups).toHaveLength(1);
    expect(data.messagesSent.length).toBeGreaterThan(0);
    expect(text).not.toContain('"code"');
    // Nothing of the other patient.
    for (const trace of [other, 'Zubin', theirs.orderNumber, theirs.appointment]) {
      expect(text).not.toContain(trace);
    }
    const audit = await app.dataSource.query(
      `SELECT action FROM audit_entry WHERE record_type = 'data_request' AND record_id = $1`,
      [id],
    );
    expect(audit.map((row: { action: string }) => row.action)).toEqual(['data_request.export']);
  });

  it('corrects names, e-mail and address on the phone’s records, audited, and closes it', async () => {
    const phone = freshPhone();
    await seedPatient(phone, 'Meena', `meena.${randomUUID().slice(0, 6)}@example.in`);
    const { reference } = await ask(phone, 'CORRECT', 'My name is Meenakshi');
    const { id } = await requestOf(reference);
    const bad = await desk(app, CORRECT, { id, input: { email: 'not-an-email' } }, 'admin');
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const answer = await desk(
      app,
      CORRECT,
      {
        id,
        input: { firstName: 'Meenakshi', lastName: 'Rao', address: '4 Temple Street, Vidisha' },
      },
      'admin',
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.correctDataRequest.status).toBe('DONE');
    const [order] = await app.dataSource.query(
      `SELECT customer_name, shipping_address FROM customer_order WHERE customer_phone = $1`,
      [phone],
    );
    expect(order).toEqual({
      customer_name: 'Meenakshi Rao',
      shipping_address: '4 Temple Street, Vidisha',
    });
    const [appointment] = await app.dataSource.query(
      `SELECT patient_first_name, patient_last_name FROM appointment WHERE patient_phone = $1`,
      [phone],
    );
    expect(appointment).toEqual({ patient_first_name: 'Meenakshi', patient_last_name: 'Rao' });
    const [audit] = await app.dataSource.query(
      `SELECT action, after FROM audit_entry WHERE record_type = 'data_request' AND record_id = $1`,
      [id],
    );
    expect(audit.action).toBe('data_request.correct');
    expect(JSON.stringify(audit.after)).not.toContain('Temple');
  });

  it('erases the personal fields of the phone, keeps invoices, audits it, and leaves another phone whole', async () => {
    const phone = freshPhone();
    const other = freshPhone();
    const email = `lata.${randomUUID().slice(0, 6)}@example.in`;
    const mine = await seedPatient(phone, 'Lata', email);
    const otherEmail = `zoya.${randomUUID().slice(0, 6)}@example.in`;
    const theirs = await seedPatient(other, 'Zoya', otherEmail);
    const [invoiceBefore] = await app.dataSource.query(
      `SELECT serial, total::float, buyer_name FROM invoice WHERE order_id = $1`,
      [mine.orderId],
    );
    const { reference } = await ask(phone, 'ERASE');
    const { id } = await requestOf(reference);

    const answer = await desk(app, ERASE, { id }, 'admin');
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.eraseDataRequest).toMatchObject({ status: 'DONE' });
    expect(answer.data?.eraseDataRequest.outcome).toMatch(/1 invoices kept/);

    const [appointment] = await app.dataSource.query(
      `SELECT patient_first_name, patient_last_name, patient_phone, patient_email, symptoms
       FROM appointment WHERE reference = $1`,
      [mine.appointment],
    );
    expect(appointment).toEqual({
      patient_first_name: '',
      patient_last_name: '',
      patient_phone: '',
      patient_email: null,
      symptoms: null,
    });
    const [order] = await app.dataSource.query(
      `SELECT customer_name, customer_phone, customer_email, shipping_address, notes,
         total_amount::float AS total, (SELECT count(*)::int FROM order_item i WHERE i.order_id = o.id) AS lines
       FROM customer_order o WHERE order_number = $1`,
      [mine.orderNumber],
    );
    expect(order).toMatchObject({
      customer_name: '',
      customer_phone: '',
      customer_email: '',
      shipping_address: '',
      notes: null,
      lines: 1,
    });
    const [invoiceAfter] = await app.dataSource.query(
      `SELECT serial, total::float, buyer_name FROM invoice WHERE order_id = $1`,
      [mine.orderId],
    );
    expect(invoiceAfter).toEqual(invoiceBefore);
    const left = await app.dataSource.query(
      `SELECT (SELECT count(*)::int FROM contact_message WHERE phone = $1 OR message LIKE 'Lata%') AS contact,
         (SELECT count(*)::int FROM outbox_message WHERE phone = $1) AS messages,
         (SELECT count(*)::int FROM newsletter_signup WHERE email = $2) AS newsletter,
         (SELECT count(*)::int FROM order_lookup_code WHERE phone = $1) AS codes`,
      [phone, email],
    );
    expect(left[0]).toEqual({ contact: 0, messages: 0, newsletter: 0, codes: 0 });

    const [audit] = await app.dataSource.query(
      `SELECT action, after FROM audit_entry WHERE record_type = 'data_request' AND record_id = $1`,
      [id],
    );
    expect(audit.action).toBe('data_request.erase');
    expect(audit.after.erased).toMatchObject({ appointments: 1, orders: 1, invoicesKept: 1 });
    expect(JSON.stringify(audit.after)).not.toMatch(/Lata|Station Road|private/);

    // The other phone is untouched.
    const [otherAppointment] = await app.dataSource.query(
      `SELECT patient_first_name, patient_phone, symptoms FROM appointment WHERE reference = $1`,
      [theirs.appointment],
    );
    expect(otherAppointment).toEqual({
      patient_first_name: 'Zoya',
      patient_phone: other,
      symptoms: "Zoya's private complaint",
    });
    const [otherOrder] = await app.dataSource.query(
      `SELECT customer_name, shipping_address FROM customer_order WHERE order_number = $1`,
      [theirs.orderNumber],
    );
    expect(otherOrder).toEqual({
      customer_name: 'Zoya Sharma',
      shipping_address: '12 Station Road, Vidisha',
    });
    const [otherLeft] = await app.dataSource.query(
      `SELECT (SELECT count(*)::int FROM contact_message WHERE phone = $1) AS contact,
         (SELECT count(*)::int FROM newsletter_signup WHERE email = $2) AS newsletter`,
      [other, otherEmail],
    );
    expect(otherLeft).toEqual({ contact: 1, newsletter: 1 });

    // A patient's lookup of the phone finds nothing any more.
    const lookup = await graphql(
      app.url,
      `
        query B($phone: String!) {
          ordersByPhone(phone: $phone) {
            status
          }
        }
      `,
      {
        phone,
      },
    );
    expect(lookup.data?.ordersByPhone ?? []).toEqual([]);

    // Closed requests cannot be answered twice.
    expect(codeOf(await desk(app, ERASE, { id }, 'admin'))).toBe('CONFLICT');
  });

  it('refuses a request with its reason, and only an ERASE request erases', async () => {
    const phone = freshPhone();
    const { reference } = await ask(phone, 'SEE');
    const { id } = await requestOf(reference);
    expect(codeOf(await desk(app, ERASE, { id }, 'admin'))).toBe('CONFLICT');
    const blank = await desk(app, REFUSE, { id, reason: '   ' }, 'admin');
    expect(codeOf(blank)).toBe('BAD_USER_INPUT');
    const refused = await desk(app, REFUSE, { id, reason: 'Could not confirm identity' }, 'admin');
    expect(refused.data?.refuseDataRequest).toMatchObject({
      status: 'REFUSED',
      outcome: 'Could not confirm identity',
    });
    expect(codeOf(await desk(app, ERASE, { id: '999999999' }, 'admin'))).toBe('NOT_FOUND');
  });
});
