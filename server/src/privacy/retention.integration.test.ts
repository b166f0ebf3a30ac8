import { createDoctor } from '../booking/booking-test-helpers';
import { createLogger } from '../common/logger';
import { startHousekeeping } from '../housekeeping';
import { freshPhone } from '../test/phones';
import { startStaffApp, type StaffApp } from '../test/staff';
import { monthsBefore } from './retention.service';

// The retention job as housekeeping runs it, on the app's own clock: symptoms and contact
// messages older than the retention (3 years by default) are erased, with a system audit row.

const DAY = 86_400_000;
let app: StaffApp;
let doctorId: string;

beforeAll(async () => {
  app = await startStaffApp();
  doctorId = (await createDoctor(app.dataSource)).id;
});

afterAll(() => app.close());

async function appointmentAt(startsAt: Date, symptoms: string): Promise<number> {
  const [{ id }] = await app.dataSource.query(
    `INSERT INTO appointment (reference, doctor_id, starts_at, ends_at, status, patient_first_name,
       patient_phone, symptoms)
     VALUES ('APT-' || substr(md5(random()::text), 1, 5), $1, $2, $3, 'COMPLETED', 'Retained', $4, $5)
     RETURNING id`,
    [doctorId, startsAt, new Date(startsAt.getTime() + 30 * 60_000), freshPhone(), symptoms],
  );
  return id;
}

async function contactAt(createdAt: Date, message: string): Promise<number> {
  const [{ id }] = await app.dataSource.query(
    `INSERT INTO contact_message (name, email, phone, subject, message, created_at)
     VALUES ('Retained', 'r@example.in', $1, 'Hello', $2, $3) RETURNING id`,
    [freshPhone(), message, createdAt],
  );
  return id;
}

it('erases symptoms and contact messages past 3 years on the server clock, audited as the system', async () => {
  const now = app.clock.now();
  const cutoff = monthsBefore(now, 36);
  const old = await appointmentAt(new Date(cutoff.getTime() - DAY), 'an old complaint');
  const young = await appointmentAt(new Date(cutoff.getTime() + 20 * DAY), 'a newer complaint');
  const oldMessage = await contactAt(new Date(cutoff.getTime() - DAY), 'an old message');
  const youngMessage = await contactAt(new Date(cutoff.getTime() + 20 * DAY), 'a newer message');

  const housekeeping = startHousekeeping({
    orders: { releaseUnconfirmed: async () => 0 },
    retention: app.services.retention,
    clock: app.clock,
    logger: createLogger('silent'),
    intervalMs: 3_600_000,
  });
  try {
    await housekeeping.runOnce();
    const symptoms = async (id: number) =>
      (await app.dataSource.query(`SELECT symptoms FROM appointment WHERE id = $1`, [id]))[0]
        .symptoms;
    const messages = async (id: number) =>
      (await app.dataSource.query(`SELECT id FROM contact_message WHERE id = $1`, [id])).length;
    expect(await symptoms(old)).toBeNull();
    expect(await symptoms(young)).toBe('a newer complaint');
    expect(await messages(oldMessage)).toBe(0);
    expect(await messages(youngMessage)).toBe(1);
    // The appointment itself stays: only what the retention covers goes.
    const [kept] = await app.dataSource.query(
      `SELECT patient_first_name FROM appointment WHERE id = $1`,
      [old],
    );
    expect(kept.patient_first_name).toBe('Retained');

    const [audit] = await app.dataSource.query(
      `SELECT actor_kind, actor_name, after FROM audit_entry
       WHERE action = 'retention.erase' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit.actor_kind).toBe('system');
    expect(audit.actor_name).toBe('retention');
    expect(audit.after.appointmentsWithSymptoms).toBeGreaterThanOrEqual(1);
    expect(audit.after.contactMessages).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(audit.after)).not.toContain('complaint');

    // A month later on the server's clock, the younger ones have passed 3 years too.
    app.clock.advance(21 * DAY);
    await housekeeping.runOnce();
    expect(await symptoms(young)).toBeNull();
    expect(await messages(youngMessage)).toBe(0);
  } finally {
    await housekeeping.stop();
  }
});

it('counts in the months the clinic configured', () => {
  expect(app.services.retention.months).toBe(36);
  expect(monthsBefore(new Date('2029-03-31T00:00:00Z'), 36).toISOString()).toBe(
    '2026-03-31T00:00:00.000Z',
  );
});
