import { freshPhone } from '../test/phones';
import { graphql, startTestApp, type TestApp } from '../test/test-app';
import {
  at,
  clinicDate,
  createDoctor,
  patient,
  postJson,
  removeTestDoctors,
} from './booking-test-helpers';

// Issue 16, findings 9 and 10: a retried booking says what became of it, and one phone cannot
// squat on the calendar.

const BOOK = `mutation Book($input: BookAppointmentInput!) {
  bookAppointment(input: $input) { message appointment { reference status scheduledAt } }
}`;
const CANCEL = `mutation Cancel($reference: String!, $phone: String!) {
  cancelAppointment(reference: $reference, phone: $phone) { reference status }
}`;

const CANCELLED_MESSAGE = 'This booking was cancelled. Please book again.';
const ACTIVE_CAP =
  'This phone number already has 3 upcoming appointments, the most one patient can hold. Please cancel one you no longer need, or call the clinic.';
const dayCap = (doctor: string) =>
  `This phone number already has an appointment with ${doctor} that day. Please choose another day, or cancel that booking first.`;

describe('booking: retries and per-phone caps', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await removeTestDoctors(app.dataSource);
    await app.close();
  });

  const bookGraphql = (input: Record<string, unknown>) => graphql(app.url, BOOK, { input });
  const bookRest = (input: Record<string, unknown>, headers: Record<string, string> = {}) =>
    postJson(app.url, '/api/appointments', input, headers);
  const rowsOfPhone = async (phone: string) =>
    (
      await app.dataSource.query(
        `SELECT status FROM appointment WHERE patient_phone = $1 ORDER BY id`,
        [phone],
      )
    ).map((row: { status: string }) => row.status);

  describe('a retried idempotency key after the booking was cancelled', () => {
    it('answers 409 with a clear message on both doors, never "is booked"', async () => {
      const doctor = await createDoctor(app.dataSource);
      const phone = freshPhone();
      const key = `cancelled-retry-${process.pid}-${Date.now()}`;
      const body = {
        doctorId: doctor.id,
        scheduledAt: at(clinicDate(3), '10:00'),
        patientInfo: patient({ phone }),
      };
      const created = await bookRest(body, { 'Idempotency-Key': key });
      expect(created.status).toBe(201);
      const { reference } = created.body.appointment;
      const cancelled = await graphql(app.url, CANCEL, { reference, phone });
      expect(cancelled.data!.cancelAppointment.status).toBe('CANCELLED');

      const rest = await bookRest(body, { 'Idempotency-Key': key });
      expect(rest.status).toBe(409);
      expect(rest.body).toEqual({ error: CANCELLED_MESSAGE, code: 'CONFLICT' });

      const viaGraphql = await bookGraphql({ ...body, idempotencyKey: key });
      expect(viaGraphql.data).toBeNull();
      expect(viaGraphql.errors![0]).toMatchObject({
        message: CANCELLED_MESSAGE,
        extensions: { code: 'CONFLICT' },
      });
      expect(JSON.stringify([rest.body, viaGraphql])).not.toContain('is booked');
      expect(await rowsOfPhone(phone)).toEqual(['CANCELLED']);

      // Booking again (a new attempt, a new key) takes the freed slot.
      const again = await bookRest(body, { 'Idempotency-Key': `${key}-again` });
      expect(again.status).toBe(201);
      expect(await rowsOfPhone(phone)).toEqual(['CANCELLED', 'PENDING']);
    });
  });

  describe('upcoming appointments per phone', () => {
    it('takes three, refuses the fourth on both doors with a clear message, and writes nothing', async () => {
      const phone = freshPhone();
      for (const days of [2, 3, 4]) {
        const doctor = await createDoctor(app.dataSource);
        const { errors } = await bookGraphql({
          doctorId: doctor.id,
          scheduledAt: at(clinicDate(days), '09:00'),
          patientInfo: patient({ phone }),
        });
        expect(errors).toBeUndefined();
      }
      const fourth = await createDoctor(app.dataSource);
      const input = {
        doctorId: fourth.id,
        scheduledAt: at(clinicDate(5), '09:00'),
        patientInfo: patient({ phone }),
      };
      const viaGraphql = await bookGraphql(input);
      expect(viaGraphql.errors![0]).toMatchObject({
        message: ACTIVE_CAP,
        extensions: { code: 'LIMIT_REACHED', limit: 3 },
      });
      const rest = await bookRest(input);
      expect(rest.status).toBe(409);
      expect(rest.body).toEqual({ error: ACTIVE_CAP, code: 'LIMIT_REACHED', limit: 3 });
      expect(rest.headers.get('retry-after')).toBeNull();
      expect(await rowsOfPhone(phone)).toEqual(['PENDING', 'PENDING', 'PENDING']);

      // Another patient is not held back by this one's bookings.
      const other = await bookRest({ ...input, patientInfo: patient() });
      expect(other.status).toBe(201);
    });

    it('counts neither cancelled nor past bookings', async () => {
      const doctor = await createDoctor(app.dataSource);
      const phone = freshPhone();
      // Three visits already over (yesterday), one of them never marked done.
      const insert = `INSERT INTO appointment (reference, doctor_id, starts_at, ends_at, status,
          patient_first_name, patient_phone) VALUES ($1, $2, $3, $4, $5, 'Asha', $6)`;
      const suffix = String(process.pid % 1000).padStart(3, '0');
      for (const [i, status] of ['COMPLETED', 'COMPLETED', 'PENDING'].entries()) {
        await app.dataSource.query(insert, [
          `APT-P${suffix}${i}`.slice(0, 9),
          doctor.id,
          at(clinicDate(-1), `${9 + i}:00`.padStart(5, '0')),
          at(clinicDate(-1), `${10 + i}:00`),
          status,
          phone,
        ]);
      }
      const booked: string[] = [];
      for (const days of [2, 3, 4]) {
        const answer = await bookRest({
          doctorId: doctor.id,
          scheduledAt: at(clinicDate(days), '10:00'),
          patientInfo: patient({ phone }),
        });
        expect(answer.status).toBe(201);
        booked.push(answer.body.appointment.reference);
      }
      const cancel = await postJson(app.url, `/api/appointments/${booked[0]}/cancel`, { phone });
      expect(cancel.status).toBe(200);
      const afterCancel = await bookRest({
        doctorId: doctor.id,
        scheduledAt: at(clinicDate(5), '10:00'),
        patientInfo: patient({ phone }),
      });
      expect(afterCancel.status).toBe(201);
    });

    it('follows BOOKING_MAX_ACTIVE_PER_PHONE', async () => {
      const strict = await startTestApp(
        { bookingCaps: { maxActivePerPhone: 1, maxPerDoctorDay: 1 } },
        app.dataSource,
      );
      try {
        const doctor = await createDoctor(app.dataSource);
        const phone = freshPhone();
        const book = (days: number) =>
          graphql(strict.url, BOOK, {
            input: {
              doctorId: doctor.id,
              scheduledAt: at(clinicDate(days), '11:00'),
              patientInfo: patient({ phone }),
            },
          });
        expect((await book(2)).errors).toBeUndefined();
        expect((await book(3)).errors![0]).toMatchObject({
          message:
            'This phone number already has an upcoming appointment, the most one patient can hold. Please cancel one you no longer need, or call the clinic.',
          extensions: { code: 'LIMIT_REACHED', limit: 1 },
        });
      } finally {
        await strict.close();
      }
    });
  });

  describe('appointments per phone with one doctor on one day', () => {
    it('refuses a second time with the same doctor that day, but not another day or doctor', async () => {
      const doctor = await createDoctor(app.dataSource);
      const phone = freshPhone();
      const date = clinicDate(3);
      const first = await bookRest({
        doctorId: doctor.id,
        scheduledAt: at(date, '09:00'),
        patientInfo: patient({ phone }),
      });
      expect(first.status).toBe(201);

      const sameDay = {
        doctorId: doctor.id,
        scheduledAt: at(date, '15:00'),
        patientInfo: patient({ phone }),
      };
      const rest = await bookRest(sameDay);
      expect(rest).toMatchObject({
        status: 409,
        body: { error: dayCap(doctor.name), code: 'LIMIT_REACHED', limit: 1 },
      });
      const viaGraphql = await bookGraphql(sameDay);
      expect(viaGraphql.errors![0]).toMatchObject({
        message: dayCap(doctor.name),
        extensions: { code: 'LIMIT_REACHED' },
      });
      // The refused slot is still free for others.
      expect((await bookRest({ ...sameDay, patientInfo: patient() })).status).toBe(201);

      const otherDoctor = await createDoctor(app.dataSource);
      const elsewhere = await bookRest({ ...sameDay, doctorId: otherDoctor.id });
      expect(elsewhere.status).toBe(201);
      const nextDay = await bookRest({ ...sameDay, scheduledAt: at(clinicDate(4), '15:00') });
      expect(nextDay.status).toBe(201);
      expect(await rowsOfPhone(phone)).toEqual(['PENDING', 'PENDING', 'PENDING']);
    });
  });

  describe("a patient's own journey", () => {
    it('books, cancels and books the same doctor that day again, with a retry along the way', async () => {
      const doctor = await createDoctor(app.dataSource);
      const phone = freshPhone();
      const date = clinicDate(2);
      const input = {
        doctorId: doctor.id,
        scheduledAt: at(date, '10:00'),
        patientInfo: patient({ phone }),
        idempotencyKey: `journey-${process.pid}-${Date.now()}`,
      };
      const booked = await bookGraphql(input);
      expect(booked.errors).toBeUndefined();
      // A lost answer retried: the same booking, not a refusal by the caps.
      const retried = await bookGraphql(input);
      expect(retried.data!.bookAppointment.appointment.reference).toBe(
        booked.data!.bookAppointment.appointment.reference,
      );
      const { reference } = booked.data!.bookAppointment.appointment;
      expect((await graphql(app.url, CANCEL, { reference, phone })).errors).toBeUndefined();

      const rebooked = await bookGraphql({
        ...input,
        scheduledAt: at(date, '14:00'),
        idempotencyKey: `${input.idempotencyKey}-2`,
      });
      expect(rebooked.errors).toBeUndefined();
      expect(rebooked.data!.bookAppointment.message).toContain('is booked');
      expect(await rowsOfPhone(phone)).toEqual(['CANCELLED', 'PENDING']);
    });
  });
});
