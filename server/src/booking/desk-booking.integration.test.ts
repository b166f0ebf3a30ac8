import type { DataSource } from 'typeorm';
import { freshPhone } from '../test/phones';
import { describeNeeding, withoutRealPostgres } from '../test/real-postgres';
import { graphql, type TestApp } from '../test/test-app';
import { AppointmentStatus } from './appointment-status';
import { at, clinicDate, createDoctor, patient, startRaceApp } from './booking-test-helpers';
import {
  auditRows,
  deskBook,
  deskContext,
  instant,
  patientBook,
  statusOf,
} from './desk-test-helpers';

const PARALLEL = 12;

const BOOK = `mutation Book($input: BookAppointmentInput!) {
  bookAppointment(input: $input) { appointment { reference } }
}`;
const SLOTS = `query Slots($doctorId: ID!, $date: String!) {
  availableSlots(doctorId: $doctorId, date: $date) { displayTime available }
}`;

describeNeeding(withoutRealPostgres(), 'booking at the desk on real PostgreSQL', () => {
  let app: TestApp;
  let dataSource: DataSource;

  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, dataSource, close } = await startRaceApp(PARALLEL));
  });
  afterAll(() => close());

  it(`lets exactly one of ${PARALLEL} desk and public bookings of one slot win`, async () => {
    const doctor = await createDoctor(dataSource);
    const date = clinicDate(3);
    const attempts = Array.from({ length: PARALLEL }, (_, i) =>
      i % 2
        ? graphql(app.url, BOOK, {
            input: { doctorId: doctor.id, scheduledAt: at(date, '10:00'), patientInfo: patient() },
          }).then(({ errors }) => (errors ? errors[0].extensions!.code : 'won'))
        : deskBook(app.services, doctor.id, date, '10:00').then(
            () => 'won',
            (error) => error.code as string,
          ),
    );
    const outcomes = await Promise.all(attempts);
    expect(outcomes.sort()).toEqual([...Array(PARALLEL - 1).fill('SLOT_TAKEN'), 'won'].sort());
    const rows = await dataSource.query(
      `SELECT reference, status FROM appointment WHERE doctor_id = $1`,
      [doctor.id],
    );
    expect(rows).toHaveLength(1);
    // A desk winner has its audit row; the losers left none.
    const audits = await dataSource.query(
      `SELECT count(*)::int AS n FROM audit_entry WHERE action = 'appointment.book'
         AND after->>'doctorId' = $1`,
      [doctor.id],
    );
    expect(audits[0].n).toBe(rows[0].status === 'CONFIRMED' ? 1 : 0);
  });

  it('books callers confirmed without the patient’s caps, and walk-ins arrived with a token', async () => {
    const doctor = await createDoctor(dataSource);
    const phone = freshPhone();
    const date = clinicDate(2);
    // More than one phone may hold online (3, and 1 a doctor-day).
    for (const time of ['09:00', '10:00', '11:00', '14:00']) {
      await deskBook(app.services, doctor.id, date, time, { phone });
    }
    expect(
      (
        await dataSource.query(`SELECT status FROM appointment WHERE patient_phone = $1`, [phone])
      ).map((r: { status: string }) => r.status),
    ).toEqual(['CONFIRMED', 'CONFIRMED', 'CONFIRMED', 'CONFIRMED']);

    // A walk-in on today's slot that has started but not ended.
    const today = clinicDate(0);
    const walkIn = await app.services.appointmentDesk.book(deskContext(instant(today, '10:20')), {
      doctorId: doctor.id,
      startsAt: instant(today, '10:00'),
      firstName: 'Sunil',
      lastName: 'yadav',
      phone: freshPhone(),
      walkIn: true,
    });
    expect(walkIn).toMatchObject({ status: 'ARRIVED', token: 1, patientName: 'Sunil Y.' });
    // A caller cannot take a started slot, nor a walk-in one that has ended or another day's.
    await expect(
      app.services.appointmentDesk.book(deskContext(instant(today, '11:10')), {
        doctorId: doctor.id,
        startsAt: instant(today, '11:00'),
        firstName: 'Late',
        phone: freshPhone(),
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION', fields: { startsAt: expect.any(String) } });
    await expect(
      app.services.appointmentDesk.book(deskContext(instant(today, '12:30')), {
        doctorId: doctor.id,
        startsAt: instant(today, '11:00'),
        firstName: 'Late',
        phone: freshPhone(),
        walkIn: true,
      }),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'That slot has already ended. Please choose a later one.',
    });
    await expect(
      deskBook(app.services, doctor.id, date, '15:00', { walkIn: true }),
    ).rejects.toMatchObject({ code: 'VALIDATION' });
    // Off the slot grid or past the horizon: the same rules as online.
    await expect(deskBook(app.services, doctor.id, date, '09:30')).rejects.toMatchObject({
      code: 'VALIDATION',
    });
    await expect(deskBook(app.services, doctor.id, clinicDate(70), '09:00')).rejects.toMatchObject({
      code: 'VALIDATION',
    });
  });

  it('reschedules in one step: the target taken changes nothing; a free one moves it', async () => {
    const doctor = await createDoctor(dataSource);
    const other = await createDoctor(dataSource);
    const date = clinicDate(4);
    const moving = await patientBook(app.services, doctor.id, date, '10:00');
    const holder = await deskBook(app.services, doctor.id, date, '11:00');
    const before = await statusOf(dataSource, moving.reference);

    await expect(
      app.services.appointmentDesk.reschedule(
        deskContext(),
        moving.reference,
        doctor.id,
        instant(date, '11:00'),
      ),
    ).rejects.toMatchObject({ code: 'SLOT_TAKEN' });
    expect(await statusOf(dataSource, moving.reference)).toEqual(before);
    expect((await statusOf(dataSource, holder.reference)).starts_at).toEqual(
      instant(date, '11:00'),
    );
    expect(await auditRows(dataSource, 'appointment', moving.reference)).toEqual([]);
    const steps = await app.services.deskReads.histories([moving.id]);
    expect(steps.get(moving.id)).toHaveLength(1);

    const moved = await app.services.appointmentDesk.reschedule(
      deskContext(),
      moving.reference,
      other.id,
      instant(date, '14:00'),
    );
    expect(moved).toMatchObject({ status: 'PENDING', doctor: { id: Number(other.id) } });
    // The old slot is free again, the new one held.
    const slots = async (doctorId: string) =>
      (await graphql(app.url, SLOTS, { doctorId, date })).data!.availableSlots as {
        displayTime: string;
        available: boolean;
      }[];
    expect((await slots(doctor.id)).find((s) => s.displayTime === '10:00')!.available).toBe(true);
    expect((await slots(other.id)).find((s) => s.displayTime === '14:00')!.available).toBe(false);
    expect(await auditRows(dataSource, 'appointment', moving.reference)).toEqual([
      expect.objectContaining({
        action: 'appointment.reschedule',
        before: { doctorId: Number(doctor.id), startsAt: at(date, '10:00') },
        after: { doctorId: Number(other.id), startsAt: at(date, '14:00') },
      }),
    ]);
    const lookup = await graphql(
      app.url,
      `
        query L($reference: String!, $phone: String!) {
          appointment(reference: $reference, phone: $phone) {
            history {
              status
              note
            }
          }
        }
      `,
      { reference: moving.reference, phone: moving.phone },
    );
    expect(lookup.data!.appointment.history[1]).toEqual({
      status: 'PENDING',
      note: expect.stringMatching(/^Rescheduled to .*, 2:00 pm with Dr\. Test /),
    });

    // Only pending or confirmed bookings move.
    await app.services.appointmentDesk.setStatus(
      deskContext(),
      holder.reference,
      AppointmentStatus.CANCELLED,
      'Patient asked',
    );
    await expect(
      app.services.appointmentDesk.reschedule(
        deskContext(),
        holder.reference,
        doctor.id,
        instant(date, '15:00'),
      ),
    ).rejects.toMatchObject({ code: 'VALIDATION' });
  });
});
