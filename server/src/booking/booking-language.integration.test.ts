import { LANGUAGE_MESSAGE } from '../common/language';
import { freshPhone } from '../test/phones';
import { graphql, startTestApp, type TestApp } from '../test/test-app';
import { AppointmentStatus } from './appointment-status';
import { at, createDoctor, patient, postJson, removeTestDoctors } from './booking-test-helpers';
import { deskContext, instant } from './desk-test-helpers';

// Issue 21: a patient who books in Hindi hears of that booking in Hindi, whoever changes it
// later (the desk confirming, moving or cancelling it); the clinic's alerts stay English. The
// app's clock is fixed on clinic days Mon 8 to Thu 11 March 2027 (IST).

const BOOK = `mutation Book($input: BookAppointmentInput!) {
  bookAppointment(input: $input) { appointment { reference } }
}`;

const WED = '2027-03-10';
const THU = '2027-03-11';

let moment = new Date(at('2027-03-08', '11:00'));
const clock = { now: () => moment };

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, undefined, undefined, { clock });
});
afterAll(async () => {
  await removeTestDoctors(app.dataSource);
  await app.close();
});

interface Row {
  template: string;
  audience: string;
  locale: string;
  status: string;
  params: Record<string, string>;
}

async function messagesOf(reference: string): Promise<Row[]> {
  return app.dataSource.query(
    `SELECT m.template, m.audience, m.locale, m.status, m.params
     FROM outbox_message m JOIN appointment a ON a.id = m.appointment_id
     WHERE a.reference = $1 ORDER BY m.created_at, m.template, m.phone NULLS LAST`,
    [reference],
  );
}

const languageOf = async (reference: string) =>
  (
    await app.dataSource.query(`SELECT language FROM appointment WHERE reference = $1`, [reference])
  )[0]?.language as string | undefined;

const HINDI_NAME = 'डॉ. टेस्ट शर्मा';

const halfHourly = () => createDoctor(app.dataSource, { slotMinutes: 30 });

it('keeps the language on the booking and writes every patient message in it', async () => {
  const doctor = await halfHourly();
  // The clinic has written the doctor's name in Hindi (the content desk's translations).
  await app.dataSource.query(`UPDATE doctor SET translations = $2 WHERE id = $1`, [
    doctor.id,
    JSON.stringify({ hi: { name: HINDI_NAME } }),
  ]);
  const phone = freshPhone();
  const { data, errors } = await graphql(app.url, BOOK, {
    input: {
      doctorId: doctor.id,
      scheduledAt: at(WED, '10:30'),
      language: 'HI',
      patientInfo: patient({ phone }),
    },
  });
  expect(errors).toBeUndefined();
  const reference = data!.bookAppointment.appointment.reference as string;
  expect(await languageOf(reference)).toBe('hi');

  const made = await messagesOf(reference);
  expect(made.map((m) => [m.template, m.locale])).toEqual([
    ['booking_made', 'hi'],
    ['clinic_new_booking', 'en'],
    ['clinic_new_booking', 'en'],
    ['reminder_day_before', 'hi'],
    ['reminder_two_hours', 'hi'],
  ]);
  for (const m of made.filter((m) => m.audience === 'PATIENT')) {
    expect(m.params).toMatchObject({
      doctor: HINDI_NAME,
      when: 'बुधवार, 10 मार्च 2027, सुबह 10:30',
    });
  }
  for (const m of made.filter((m) => m.audience === 'CLINIC')) {
    expect(m.params).toMatchObject({ doctor: doctor.name, when: 'Wed, 10 Mar 2027, 10:30 am' });
  }

  // The desk's later changes are told in the patient's language too.
  moment = new Date(at('2027-03-08', '12:00'));
  const desk = deskContext(clock.now());
  await app.services.appointmentDesk.setStatus(desk, reference, AppointmentStatus.CONFIRMED);
  moment = new Date(at('2027-03-08', '13:00'));
  await app.services.appointmentDesk.reschedule(
    deskContext(clock.now()),
    reference,
    doctor.id,
    instant(THU, '15:00'),
  );
  moment = new Date(at('2027-03-08', '14:00'));
  const cancelled = await graphql(
    app.url,
    `
      mutation ($reference: String!, $phone: String!) {
        cancelAppointment(reference: $reference, phone: $phone) {
          status
        }
      }
    `,
    { reference, phone },
  );
  expect(cancelled.errors).toBeUndefined();

  const later = (await messagesOf(reference)).slice(made.length);
  expect(
    later.every((m) => m.template === 'booking_cancelled' || m.params.doctor === HINDI_NAME),
  ).toBe(true);
  expect(later.map((m) => [m.template, m.locale, m.params.when])).toEqual([
    ['booking_confirmed', 'hi', 'बुधवार, 10 मार्च 2027, सुबह 10:30'],
    ['booking_rescheduled', 'hi', 'गुरुवार, 11 मार्च 2027, दोपहर 3:00'],
    ['reminder_day_before', 'hi', 'गुरुवार, 11 मार्च 2027, दोपहर 3:00'],
    ['reminder_two_hours', 'hi', 'गुरुवार, 11 मार्च 2027, दोपहर 3:00'],
    ['booking_cancelled', 'hi', 'गुरुवार, 11 मार्च 2027, दोपहर 3:00'],
  ]);
});

it('takes "hi" over REST, and English when no language is named', async () => {
  const doctor = await halfHourly();
  moment = new Date(at('2027-03-08', '11:00'));
  const hindi = await postJson(app.url, '/api/appointments', {
    doctorId: Number(doctor.id),
    scheduledAt: at(WED, '11:00'),
    language: 'hi',
    patientInfo: patient(),
  });
  expect(hindi.status).toBe(201);
  expect(await languageOf(hindi.body.appointment.reference)).toBe('hi');

  const plain = await postJson(app.url, '/api/appointments', {
    doctorId: Number(doctor.id),
    scheduledAt: at(WED, '11:30'),
    patientInfo: patient(),
  });
  expect(plain.status).toBe(201);
  const reference = plain.body.appointment.reference;
  expect(await languageOf(reference)).toBe('en');
  expect(new Set((await messagesOf(reference)).map((m) => m.locale))).toEqual(new Set(['en']));
});

it('refuses a language it does not write, naming the field, and books nothing', async () => {
  const doctor = await halfHourly();
  const phone = freshPhone();
  const input = { doctorId: doctor.id, scheduledAt: at(WED, '12:00') };
  const gql = await graphql(app.url, BOOK, {
    input: { ...input, language: 'FR', patientInfo: patient({ phone }) },
  });
  expect(gql.status).toBe(400);
  expect(gql.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
  expect(gql.errors![0].message).toMatch(/Language/);

  for (const language of ['fr', 'HI', 'hi-IN', 7, '']) {
    const rest = await postJson(app.url, '/api/appointments', {
      ...input,
      doctorId: Number(doctor.id),
      language,
      patientInfo: patient({ phone }),
    });
    expect(rest.status).toBe(400);
    expect(rest.body.fields).toEqual({ language: LANGUAGE_MESSAGE });
  }
  const rows = await app.dataSource.query(`SELECT id FROM appointment WHERE patient_phone = $1`, [
    phone,
  ]);
  expect(rows).toEqual([]);
  const messages = await app.dataSource.query(`SELECT id FROM outbox_message WHERE phone = $1`, [
    phone,
  ]);
  expect(messages).toEqual([]);
});
