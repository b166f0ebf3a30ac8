import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createDoctor } from '../../booking/booking-test-helpers';
import { seedDemoData } from '../../seed/seed';
import { repoRoot } from '../../common/config';
import { describeNeeding, withoutRealPostgres } from '../../test/real-postgres';
import { codeOf, makeAccount, signedIn, staffGraphql, type StaffApp } from '../../test/staff';
import { graphql } from '../../test/test-app';
import { testProduct } from '../../test/shop-fixtures';
import {
  ownDatabase,
  PROFILE_FIELDS,
  realProfile,
  staffAppOn,
  UPDATE_PROFILE,
  type OwnDatabase,
} from './setup-test-helpers';

const run = promisify(execFile);
const cli = path.join(repoRoot, 'server', 'dist', 'staff', 'cli', 'staff-cli.js');

const SETUP = `{ clinicSetup { profileIsDemo demo { doctors products categories posts tags feedback orders appointments } } }`;
const DESK_PROFILE = `{ deskClinicProfile { ${PROFILE_FIELDS} } }`;
const REMOVE = `mutation { removeDemoData { doctors products categories posts tags orders appointments } }`;
const PUBLIC_CLINIC = `{ clinic { name phones { number } hours { weekday opens closes note } }
  hindi: clinic { name(language: HI) locality(language: HI) } }`;

const count = async (own: OwnDatabase, sql: string, params: unknown[] = []) =>
  Number((await own.dataSource.query(sql, params))[0].n);

describeNeeding(withoutRealPostgres(), 'setting up a real clinic', () => {
  let own: OwnDatabase;
  let app: StaffApp;
  let admin: string;

  beforeAll(async () => {
    own = await ownDatabase('clinic_setup');
    app = await staffAppOn(own);
    admin = (await signedIn(app, await makeAccount(own.dataSource, 'admin'))).cookie;
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await own?.drop();
  });

  const asAdmin = (query: string, variables: Record<string, unknown> = {}) =>
    staffGraphql(app.url, query, variables, { cookie: admin });

  it('refuses every setup operation to reception, pharmacy and doctors', async () => {
    // The doctor's account is an own doctor's: one of a demo doctor's would block the removal.
    const [{ slug }] = await own.dataSource.query(`SELECT slug FROM doctor WHERE id = $1`, [
      (await createDoctor(own.dataSource)).id,
    ]);
    for (const role of ['reception', 'pharmacy', 'doctor'] as const) {
      const account = await makeAccount(own.dataSource, role, {
        doctorSlug: role === 'doctor' ? slug : undefined,
      });
      const { cookie } = await signedIn(app, account);
      for (const [query, variables] of [
        [SETUP, {}],
        [DESK_PROFILE, {}],
        [UPDATE_PROFILE, { input: realProfile() }],
        [REMOVE, {}],
      ] as const) {
        const answer = await staffGraphql(app.url, query, variables, { cookie });
        expect({ role, code: codeOf(answer), data: answer.data ?? null }).toEqual({
          role,
          code: 'FORBIDDEN',
          data: null,
        });
      }
    }
    expect(
      await count(own, `SELECT count(*) AS n FROM audit_entry WHERE action LIKE 'clinic.%'`),
    ).toBe(0);
    expect(await count(own, `SELECT count(*) AS n FROM doctor`)).toBeGreaterThan(0);
  });

  it('refuses bad profile values naming each field, and writes nothing', async () => {
    const before = (await asAdmin(DESK_PROFILE)).data.deskClinicProfile;
    const refused = await asAdmin(UPDATE_PROFILE, {
      input: realProfile({
        name: '   ',
        phones: [{ label: 'Reception', number: '12345' }],
        emails: [{ label: 'General', address: 'not-an-address' }],
        whatsapp: '98765',
        gstin: '23ABCDE1234F1Z',
        mapUrl: 'http://maps.example.in/clinic',
        hours: realProfile().hours.map((day) =>
          day.weekday === 2 ? { ...day, opens: '19:00', closes: '10:00' } : day,
        ),
        postalCode: '4700',
      }),
    });
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors![0].extensions!.fields).toEqual({
      name: 'Enter the clinic name (up to 120 characters).',
      postalCode: 'Enter the 6-digit PIN code.',
      'phones.0.number': 'Enter a 10-digit phone number, digits only.',
      'emails.0.address': 'Enter a valid e-mail address.',
      whatsapp: 'Enter the 10-digit WhatsApp number, digits only.',
      'hours.1.closes':
        'Enter opening and closing times as HH:MM (24-hour), opening before closing.',
      mapUrl: 'Enter a map link starting with https:// (e.g. from Google Maps or OpenStreetMap).',
      gstin: 'Enter the 15-character GSTIN, e.g. 23ABCDE1234F1Z5, or leave it blank.',
    });
    const sixDays = await asAdmin(UPDATE_PROFILE, {
      input: realProfile({ hours: realProfile().hours.slice(0, 6) }),
    });
    expect(sixDays.errors![0].extensions!.fields).toEqual({
      hours: 'Give the hours of all seven weekdays, Monday to Sunday, once each.',
    });
    expect((await asAdmin(DESK_PROFILE)).data.deskClinicProfile).toEqual(before);
    expect(
      await count(own, `SELECT count(*) AS n FROM audit_entry WHERE action = 'clinic.update'`),
    ).toBe(0);
  });

  it('saves the profile in English and Hindi, audits the changed fields, and the site shows it', async () => {
    expect((await asAdmin(SETUP)).data.clinicSetup.profileIsDemo).toBe(true);
    const saved = await asAdmin(UPDATE_PROFILE, {
      input: realProfile({ phones: [{ label: ' Reception ', number: '91234 00001' }] }),
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data.updateClinicProfile).toMatchObject({
      name: 'Arogya Setup Clinic',
      phones: [{ label: 'Reception', number: '9123400001' }],
      isDemo: false,
      hindi: { name: 'आरोग्य सेटअप क्लिनिक', locality: 'सागर', tagline: null },
    });
    expect((await asAdmin(SETUP)).data.clinicSetup.profileIsDemo).toBe(false);

    const { data } = await graphql(app.url, PUBLIC_CLINIC);
    expect(data!.clinic).toMatchObject({
      name: 'Arogya Setup Clinic',
      phones: [{ number: '9123400001' }],
    });
    expect(data!.clinic.hours[6]).toEqual({
      weekday: 7,
      opens: null,
      closes: null,
      note: 'Closed on Sundays',
    });
    expect(data!.hindi).toEqual({ name: 'आरोग्य सेटअप क्लिनिक', locality: 'सागर' });
    const rest = await (await fetch(`${app.url}/api/clinic?lang=hi`)).json();
    expect(rest).toMatchObject({ name: 'आरोग्य सेटअप क्लिनिक', postalCode: '470001' });

    const [audit] = await own.dataSource.query(
      `SELECT actor_kind, action, record_type, before, after FROM audit_entry
       WHERE action = 'clinic.update' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit).toMatchObject({ actor_kind: 'staff', record_type: 'clinic_profile' });
    expect(audit.before.name).toBe('Shanti Care Clinic');
    expect(audit.after.name).toBe('Arogya Setup Clinic');
    expect(audit.after['hindi.locality']).toBe('सागर');

    // Saved again unchanged: the audit row names no field.
    await asAdmin(UPDATE_PROFILE, {
      input: realProfile({ phones: saved.data.updateClinicProfile.phones }),
    });
    const [again] = await own.dataSource.query(
      `SELECT before, after FROM audit_entry WHERE action = 'clinic.update' ORDER BY id DESC LIMIT 1`,
    );
    expect(again).toEqual({ before: {}, after: {} });
  });

  it("removes the demo data with what hangs on it and keeps the clinic's own rows", async () => {
    const [ownDoctor] = await own.dataSource.query(
      `SELECT id::text FROM doctor WHERE slug LIKE 'test-doctor-%'`,
    );
    const ownProduct = await testProduct(own.dataSource, 10);
    const [demoDoctor] = await own.dataSource.query(
      `SELECT id FROM doctor WHERE id IN (SELECT record_id::int FROM demo_record WHERE record_type = 'doctor') LIMIT 1`,
    );
    const [demoProduct] = await own.dataSource.query(
      `SELECT id, name FROM product WHERE id IN (SELECT record_id::int FROM demo_record WHERE record_type = 'product') LIMIT 1`,
    );
    // An order of a demo product and the clinic's own (2 taken from its shelf), and one of its own only.
    const order = async (number: string, lines: [string | number, number][]) => {
      const [{ id }] = await own.dataSource.query(
        `INSERT INTO customer_order (order_number, customer_name, customer_phone, customer_email,
           shipping_address, total_amount) VALUES ($1, 'Asha', '9123409999', 'a@example.in', 'Sagar', 100)
         RETURNING id`,
        [number],
      );
      for (const [productId, quantity] of lines) {
        await own.dataSource.query(
          `INSERT INTO order_item (order_id, product_id, product_name, unit_price, quantity)
           VALUES ($1, $2, 'x', 10, $3)`,
          [id, productId, quantity],
        );
        await own.dataSource.query(
          `INSERT INTO stock_movement (product_id, kind, quantity, order_id, by) VALUES ($1, 'SALE', $2, $3, 'test')`,
          [productId, -quantity, id],
        );
        await own.dataSource.query(`UPDATE product SET stock = stock - $2 WHERE id = $1`, [
          productId,
          quantity,
        ]);
      }
      return id as number;
    };
    const demoOrder = await order('ORD-SETUP-1', [
      [demoProduct.id, 1],
      [ownProduct.id, 2],
    ]);
    const ownOrder = await order('ORD-SETUP-2', [[ownProduct.id, 1]]);
    const appointment = (doctorId: string | number, reference: string, day: number) =>
      own.dataSource.query(
        `INSERT INTO appointment (reference, doctor_id, starts_at, ends_at, patient_first_name, patient_phone)
         VALUES ($1, $2, $3, $4, 'Asha', '9123409999')`,
        [reference, doctorId, `2031-01-0${day}T10:00:00+05:30`, `2031-01-0${day}T10:30:00+05:30`],
      );
    await appointment(demoDoctor.id, 'APT-DEMO1', 6);
    await appointment(ownDoctor.id, 'APT-OWNS1', 7);
    const [ownPost] = await own.dataSource.query(
      `INSERT INTO blog_post (slug, title, excerpt, content, status, published_at)
       VALUES ('our-own-post', 'Our own post', 'Ours', '<p>Ours</p>', 'PUBLISHED', now())
       RETURNING id`,
    );

    const status = (await asAdmin(SETUP)).data.clinicSetup.demo;
    expect(status).toMatchObject({ orders: 1, appointments: 1 });
    expect(status.doctors).toBeGreaterThan(0);

    const HOME = `{ testimonials { id } clinicClaims { patientsTreated yearsOfService successRate rating { count } } }`;
    const before = (await graphql(app.url, HOME)).data!;
    expect(before.testimonials.length).toBeGreaterThan(0);
    expect(before.clinicClaims).toMatchObject({ patientsTreated: 10_000, rating: { count: 6 } });

    const removed = await asAdmin(REMOVE);
    expect(removed.errors).toBeUndefined();
    expect(removed.data.removeDemoData).toEqual({
      doctors: status.doctors,
      products: status.products,
      categories: status.categories,
      posts: status.posts,
      tags: status.tags,
      orders: 1,
      appointments: 1,
    });

    expect(await count(own, `SELECT count(*) AS n FROM doctor`)).toBe(1);
    expect(await count(own, `SELECT count(*) AS n FROM doctor WHERE id = $1`, [ownDoctor.id])).toBe(
      1,
    );
    expect(await count(own, `SELECT count(*) AS n FROM product`)).toBe(1);
    expect(await count(own, `SELECT count(*) AS n FROM blog_post`)).toBe(1);
    expect(
      await count(own, `SELECT count(*) AS n FROM blog_post WHERE id = $1`, [ownPost.id]),
    ).toBe(1);
    // The demo category the clinic's own product sits in stays; the empty ones went.
    expect(await count(own, `SELECT count(*) AS n FROM category`)).toBe(1);
    expect(
      await count(own, `SELECT count(*) AS n FROM customer_order WHERE id = $1`, [demoOrder]),
    ).toBe(0);
    expect(
      await count(own, `SELECT count(*) AS n FROM customer_order WHERE id = $1`, [ownOrder]),
    ).toBe(1);
    expect(
      await count(own, `SELECT count(*) AS n FROM appointment WHERE reference = 'APT-OWNS1'`),
    ).toBe(1);
    expect(await count(own, `SELECT count(*) AS n FROM appointment`)).toBe(1);
    // What the removed order took from the clinic's own shelf is back: 10 - 1 (its own order).
    expect(await count(own, `SELECT stock AS n FROM product WHERE id = $1`, [ownProduct.id])).toBe(
      9,
    );
    expect(
      await count(own, `SELECT sum(quantity) AS n FROM stock_movement WHERE product_id = $1`, [
        ownProduct.id,
      ]),
    ).toBe(9);
    // The profile, staff accounts and audit trail stay.
    expect(await count(own, `SELECT count(*) AS n FROM clinic_profile`)).toBe(1);
    expect(await count(own, `SELECT count(*) AS n FROM demo_record`)).toBe(0);
    const [audit] = await own.dataSource.query(
      `SELECT actor_kind, before FROM audit_entry WHERE action = 'demo.remove'`,
    );
    expect(audit).toMatchObject({ actor_kind: 'staff', before: { orders: 1, appointments: 1 } });

    const site = await graphql(
      app.url,
      `
        {
          doctors {
            id
          }
        }
      `,
    );
    expect(site.data!.doctors).toEqual([{ id: ownDoctor.id }]);
    // The demo's testimonials and hero figures went with it: the home page claims nothing yet.
    expect((await graphql(app.url, HOME)).data).toEqual({
      testimonials: [],
      clinicClaims: {
        patientsTreated: null,
        yearsOfService: null,
        successRate: null,
        rating: null,
      },
    });
    // Nothing is left to remove; asking again removes nothing.
    const again = await asAdmin(REMOVE);
    expect(again.data.removeDemoData).toMatchObject({ doctors: 0, products: 0, orders: 0 });
  });
});

describeNeeding(
  withoutRealPostgres() ?? (existsSync(cli) ? undefined : 'needs the build: npm run build'),
  'npm run staff -- init without a terminal',
  () => {
    let own: OwnDatabase;
    let dir: string;

    beforeAll(async () => {
      own = await ownDatabase('clinic_init', false);
      dir = mkdtempSync(path.join(tmpdir(), 'clinic-init-'));
    }, 60_000);
    afterAll(async () => {
      rmSync(dir, { recursive: true, force: true });
      await own?.drop();
    });

    const init = (...args: string[]) =>
      run(process.execPath, [cli, 'init', ...args], {
        cwd: repoRoot,
        env: {
          PATH: process.env.PATH,
          DATABASE_URL: own.url,
          NODE_ENV: 'production',
          SITE_URL: 'https://clinic.example.in',
        },
      }).then(
        ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
        (error: { code: number; stdout: string; stderr: string }) => error,
      );

    it('writes the profile from a file, refuses a bad one with field messages, and removes the demo', async () => {
      const file = path.join(dir, 'profile.json');
      // A production start on PostgreSQL loaded no demo: the database has no profile yet.
      expect(await count(own, `SELECT count(*) AS n FROM clinic_profile`)).toBe(0);

      writeFileSync(file, JSON.stringify(realProfile({ gstin: 'NOT-A-GSTIN' })));
      const refused = await init('--profile', file, '--keep-demo');
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('Enter the 15-character GSTIN');
      expect(await count(own, `SELECT count(*) AS n FROM clinic_profile`)).toBe(0);

      writeFileSync(file, JSON.stringify(realProfile()));
      const saved = await init('--profile', file, '--keep-demo');
      expect(saved).toMatchObject({ code: 0 });
      expect(saved.stdout).toContain('Clinic profile saved: Arogya Setup Clinic, Sagar.');
      const [profile] = await own.dataSource.query(
        `SELECT name, phones, gstin FROM clinic_profile`,
      );
      expect(profile).toEqual({
        name: 'Arogya Setup Clinic',
        phones: realProfile().phones,
        gstin: '23AAAAA0000A1Z5',
      });
      const [audit] = await own.dataSource.query(
        `SELECT actor_kind, actor_name, address FROM audit_entry WHERE action = 'clinic.update'`,
      );
      expect(audit).toEqual({
        actor_kind: 'system',
        actor_name: 'command line (staff init)',
        address: 'command line',
      });

      // The demo loaded later, asked for: init removes it, keeping the profile just given.
      await own.dataSource.query(`DELETE FROM clinic_profile`);
      await seedDemoData(own.dataSource);
      writeFileSync(file, JSON.stringify({ name: 'Arogya Setup Clinic' }));
      const removed = await init('--profile', file, '--remove-demo');
      expect(removed).toMatchObject({ code: 0 });
      expect(removed.stdout).toMatch(/Removed \d+ doctors, \d+ products, \d+ posts\./);
      expect(await count(own, `SELECT count(*) AS n FROM doctor`)).toBe(0);
      // Fields left out of the file kept their value (the demo's locality).
      expect(
        await count(
          own,
          `SELECT count(*) AS n FROM clinic_profile WHERE name = 'Arogya Setup Clinic' AND locality = 'Vidisha'`,
        ),
      ).toBe(1);

      const bare = await init('--keep-demo');
      expect(bare.code).toBe(1);
      expect(bare.stderr).toContain('init needs --profile FILE.json');
    });
  },
);
