import { startTestApp, type TestApp } from '../test/test-app';
import { clinicDate, createDoctor, removeTestDoctors } from './booking-test-helpers';
import { addDays, clinicInstant } from './clinic-time';
import { deskBook, deskContext, instant } from './desk-test-helpers';

// The desk keeps a day's rows and answers them again while desk_day_version() is unchanged
// (DeskDayRowsCache). These writes go straight to PostgreSQL, as another instance, the worker or
// a script would make them: nothing in this process hears of them but the fingerprint.
describe('the desk day’s kept rows', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ rateLimitScale: 1000 });
  });
  afterAll(async () => {
    await removeTestDoctors(app.dataSource);
    await app.close();
  });

  const sql = (text: string, params: unknown[] = []) => app.dataSource.query(text, params);
  const version = async (date: string): Promise<string> => {
    const [row] = (await sql('SELECT desk_day_version($1, $2, $3, $3) AS version', [
      clinicInstant(date, 0),
      clinicInstant(addDays(date, 1), 0),
      date,
    ])) as { version: string }[];
    return row.version;
  };

  it('changes its fingerprint with every write the day view shows', async () => {
    const doctor = await createDoctor(app.dataSource);
    const date = clinicDate(5);
    const first = await deskBook(app.services, doctor.id, date, '09:00');
    const second = await deskBook(app.services, doctor.id, date, '10:00');
    const writes: [string, string, unknown[]][] = [
      [
        'a booking',
        `INSERT INTO appointment (reference, doctor_id, starts_at, ends_at, patient_first_name,
           patient_last_name, patient_phone) VALUES ('APT-FP001', $1, $2, $3, 'Mohan', 'Lal',
           '9876500001')`,
        [doctor.id, instant(date, '11:00'), instant(date, '12:00')],
      ],
      ['a status', `UPDATE appointment SET status = 'ARRIVED' WHERE id = $1`, [first.id]],
      [
        'a token',
        `INSERT INTO queue_entry (doctor_id, day, token, name, appointment_id)
         VALUES ($1, $2, 1, 'Asha K.', $3)`,
        [doctor.id, date, first.id],
      ],
      [
        'a token called',
        `UPDATE queue_entry SET status = 'CALLED' WHERE appointment_id = $1`,
        [first.id],
      ],
      [
        'a booking moved to the next day',
        `UPDATE appointment SET starts_at = starts_at + interval '1 day',
           ends_at = ends_at + interval '1 day' WHERE id = $1`,
        [second.id],
      ],
      ['a doctor', `UPDATE doctor SET specialization = 'Fingerprints' WHERE id = $1`, [doctor.id]],
      [
        'leave',
        `INSERT INTO doctor_leave (doctor_id, from_date, to_date) VALUES ($1, $2, $2)`,
        [doctor.id, date],
      ],
      ['leave taken back', `DELETE FROM doctor_leave WHERE doctor_id = $1`, [doctor.id]],
      ['a booking removed', `DELETE FROM appointment WHERE reference = 'APT-FP001'`, []],
    ];
    for (const [what, text, params] of writes) {
      const before = await version(date);
      await sql(text, params);
      expect({ what, changed: (await version(date)) !== before }).toEqual({ what, changed: true });
    }
  });

  it('answers what the database holds now, though the day was read a moment ago', async () => {
    const doctor = await createDoctor(app.dataSource);
    const date = clinicDate(6);
    const booking = await deskBook(app.services, doctor.id, date, '09:00');
    const mine = async () =>
      (await app.services.deskReads.day(deskContext(), date)).find(
        (day) => day.doctor.id === Number(doctor.id),
      )!;

    // Read twice: the second answer comes from the kept rows.
    expect((await mine()).appointments.map((a) => a.reference)).toEqual([booking.reference]);
    expect((await mine()).counts.cancelled).toBe(0);

    await sql(
      `UPDATE appointment SET status = 'CANCELLED', cancel_reason = 'Called to cancel'
       WHERE id = $1`,
      [booking.id],
    );
    const cancelled = await mine();
    expect(cancelled.appointments[0]).toMatchObject({
      status: 'CANCELLED',
      cancelReason: 'Called to cancel',
    });
    expect(cancelled.counts).toMatchObject({ booked: 0, cancelled: 1 });

    await sql(`INSERT INTO doctor_leave (doctor_id, from_date, to_date) VALUES ($1, $2, $2)`, [
      doctor.id,
      date,
    ]);
    expect(await mine()).toMatchObject({ onLeave: true, counts: { freeSlots: 0 } });

    await sql(`UPDATE doctor SET specialization = 'Colorectal Surgery' WHERE id = $1`, [doctor.id]);
    expect((await mine()).doctor.specialization).toBe('Colorectal Surgery');
  });
});
