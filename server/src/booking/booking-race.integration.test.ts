import type { DataSource } from 'typeorm';
import { freshPhone } from '../test/phones';
import { describeNeeding, withoutRealPostgres } from '../test/real-postgres';
import { type TestApp } from '../test/test-app';
import {
  at,
  clinicDate,
  createDoctor,
  patient,
  postJson,
  startRaceApp,
} from './booking-test-helpers';

const PARALLEL = 20;

describeNeeding(withoutRealPostgres(), 'booking races on real PostgreSQL', () => {
  let app: TestApp;
  let dataSource: DataSource;

  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, dataSource, close } = await startRaceApp(PARALLEL));
  });
  afterAll(() => close());

  it(`lets exactly one of ${PARALLEL} simultaneous bookings of one slot win`, async () => {
    const doctor = await createDoctor(dataSource);
    const date = clinicDate(3);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        postJson(app.url, '/api/appointments', {
          doctorId: doctor.id,
          scheduledAt: at(date, '10:00'),
          patientInfo: patient({ phone: `90000001${String(i).padStart(2, '0')}` }),
        }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, ...Array(PARALLEL - 1).fill(409)]);
    for (const lost of answers.filter((a) => a.status === 409)) {
      expect(lost.body).toMatchObject({
        code: 'SLOT_TAKEN',
        error: expect.stringContaining('That time has just been booked by someone else.'),
        nextSlots: [
          { displayTime: '11:00', available: true },
          { displayTime: '14:00', available: true },
          { displayTime: '15:00', available: true },
        ],
      });
    }
    const rows = await dataSource.query(
      `SELECT reference, patient_phone FROM appointment WHERE doctor_id = $1 AND status <> 'CANCELLED'`,
      [doctor.id],
    );
    expect(rows).toHaveLength(1);
    const winner = answers.find((a) => a.status === 201)!;
    expect(rows[0].reference).toBe(winner.body.appointment.reference);
    // Only the winner's patient is told: the refused bookings wrote no message.
    const phones = Array.from(
      { length: PARALLEL },
      (_, i) => `90000001${String(i).padStart(2, '0')}`,
    );
    const told = await dataSource.query(
      `SELECT DISTINCT phone FROM outbox_message WHERE template = 'booking_made' AND phone = ANY($1)`,
      [phones],
    );
    expect(told).toEqual([{ phone: rows[0].patient_phone }]);
  });

  it('turns simultaneous retries with one idempotency key into one booking', async () => {
    const doctor = await createDoctor(dataSource);
    const body = {
      doctorId: doctor.id,
      scheduledAt: at(clinicDate(3), '14:00'),
      patientInfo: patient(),
    };
    const key = `race-${process.pid}-${Date.now()}`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        postJson(app.url, '/api/appointments', body, { 'Idempotency-Key': key }),
      ),
    );
    expect(answers.every((a) => a.status === 201 || a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.body.appointment.reference)).size).toBe(1);
    const rows = await dataSource.query('SELECT id FROM appointment WHERE doctor_id = $1', [
      doctor.id,
    ]);
    expect(rows).toHaveLength(1);
    // A retry is no new booking: the patient is told once.
    const told = await dataSource.query(
      `SELECT id FROM outbox_message WHERE appointment_id = $1 AND template = 'booking_made'`,
      [rows[0].id],
    );
    expect(told).toHaveLength(1);
  });

  it(`lets exactly 3 of ${PARALLEL} simultaneous bookings from one phone win`, async () => {
    const phone = freshPhone();
    const doctors = await Promise.all(
      Array.from({ length: PARALLEL }, () => createDoctor(dataSource)),
    );
    // Each request a different doctor and day: only the per-phone cap can refuse them.
    const answers = await Promise.all(
      doctors.map((doctor, i) =>
        postJson(app.url, '/api/appointments', {
          doctorId: doctor.id,
          scheduledAt: at(clinicDate(2 + i), '10:00'),
          patientInfo: patient({ phone }),
        }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 201, 201, ...Array(PARALLEL - 3).fill(409)]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body).toMatchObject({ code: 'LIMIT_REACHED', limit: 3 });
    }
    const rows = await dataSource.query(
      `SELECT reference FROM appointment WHERE patient_phone = $1 AND status <> 'CANCELLED'`,
      [phone],
    );
    expect(rows.map((r: { reference: string }) => r.reference).sort()).toEqual(
      answers
        .filter((a) => a.status === 201)
        .map((a) => a.body.appointment.reference)
        .sort(),
    );
  });

  it(`lets exactly one of ${PARALLEL} simultaneous bookings of one doctor's day by one phone win`, async () => {
    const doctor = await createDoctor(dataSource, {
      slotMinutes: 15,
      start: '06:00',
      end: '22:00',
      breaks: [],
    });
    const phone = freshPhone();
    const date = clinicDate(4);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => {
        const minutes = 6 * 60 + i * 15;
        const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        return postJson(app.url, '/api/appointments', {
          doctorId: doctor.id,
          scheduledAt: at(date, hhmm),
          patientInfo: patient({ phone }),
        });
      }),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(PARALLEL - 1).fill(409)]);
    const rows = await dataSource.query('SELECT id FROM appointment WHERE doctor_id = $1', [
      doctor.id,
    ]);
    expect(rows).toHaveLength(1);
  });
});
