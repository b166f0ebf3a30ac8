import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../common/database';
import { entities } from '../entities';
import { migrations } from '../migrations';
import { describeNeeding, withoutRealPostgres } from '../test/real-postgres';
import { startTestApp, testDatabaseUrl, type TestApp } from '../test/test-app';
import {
  at,
  clinicDate,
  createDoctor,
  patient,
  postJson,
  removeTestDoctors,
} from './booking-test-helpers';

const PARALLEL = 20;

describeNeeding(withoutRealPostgres(), 'booking races on real PostgreSQL', () => {
  let app: TestApp;
  let dataSource: DataSource;

  beforeAll(async () => {
    // One connection per request, so the inserts truly run at the same time.
    dataSource = new DataSource(
      dataSourceOptions(testDatabaseUrl(), { entities, migrations }, PARALLEL),
    );
    await dataSource.initialize();
    app = await startTestApp({}, dataSource);
  });

  afterAll(async () => {
    await removeTestDoctors(dataSource);
    await app.close();
    await dataSource.destroy();
  });

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
  });
});
