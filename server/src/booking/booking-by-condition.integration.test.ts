import { randomInt } from 'node:crypto';
import { getJson, graphql, startTestApp, type TestApp } from '../test/test-app';
import {
  at,
  clinicDate,
  createDoctor,
  patient,
  postJson,
  removeTestDoctors,
} from './booking-test-helpers';

// Doctors by condition, consultation modes on doctors, slots and bookings, and why a date has no
// free slot: over GraphQL and REST against the real database.

const BOOK = `
  mutation Book($input: BookAppointmentInput!) {
    bookAppointment(input: $input) { appointment { reference mode doctor { id } } }
  }
`;
const SLOT_DAY = `
  query Day($doctorId: ID!, $date: String!, $condition: String) {
    slotDay(doctorId: $doctorId, date: $date, condition: $condition) {
      date reason message lastBookableDate nextAvailableDate
      slots { displayTime available modes }
      otherDoctors { id name }
    }
  }
`;

/** A condition id of letters no other test uses, so each test sees only its own doctors. */
const freshCondition = () =>
  `test-${Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join('')}`;

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;

describe('booking by condition and mode', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await removeTestDoctors(app.dataSource);
    await app.close();
  });

  describe('doctors by condition', () => {
    it('lists the doctors who treat a condition over GraphQL and REST, keeping the REST shape', async () => {
      const condition = freshCondition();
      const one = await createDoctor(app.dataSource, { conditions: [condition] });
      const two = await createDoctor(app.dataSource, {
        conditions: ['other-thing', condition],
        modes: ['IN_CLINIC', 'VIDEO'],
      });
      await createDoctor(app.dataSource, { conditions: ['other-thing'] });

      const { data, errors } = await graphql(
        app.url,
        `
          query D($c: String) {
            doctors(condition: $c) {
              id
              conditions
              consultationModes
            }
          }
        `,
        { c: condition },
      );
      expect(errors).toBeUndefined();
      expect(data!.doctors.map((d: { id: string }) => d.id).sort()).toEqual(
        [one.id, two.id].sort(),
      );
      expect(data!.doctors.find((d: { id: string }) => d.id === two.id)).toEqual({
        id: two.id,
        conditions: ['other-thing', condition],
        consultationModes: ['IN_CLINIC', 'VIDEO'],
      });

      const rest = await getJson(app.url, `/api/doctors?condition=${condition}`);
      expect(rest.status).toBe(200);
      expect(rest.body).toHaveLength(2);
      // The spec's fields stay as they were; conditions and modes are added.
      expect(Object.keys(rest.body[0])).toEqual(
        expect.arrayContaining([
          'id',
          'name',
          'specialization',
          'qualification',
          'experience',
          'image',
          'isAvailable',
          'consultationFee',
          'conditions',
          'consultationModes',
        ]),
      );
    });

    it('gives every seeded condition page its doctors', async () => {
      for (const condition of ['piles', 'fistula', 'hydrocele', 'sexual-problems', 'joint-pain']) {
        const { data } = await graphql(
          app.url,
          `
            query D($c: String) {
              doctors(condition: $c, available: true) {
                name
              }
            }
          `,
          { c: condition },
        );
        expect({ condition, count: data!.doctors.length > 0 }).toEqual({ condition, count: true });
      }
    });

    it('answers a malformed condition with a clear error', async () => {
      const gql = await graphql(
        app.url,
        `
          {
            doctors(condition: "Piles; drop") {
              id
            }
          }
        `,
      );
      expect(gql.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
      const rest = await getJson(app.url, '/api/doctors?condition=%3Cscript%3E');
      expect(rest.status).toBe(400);
      expect(rest.body.error).toBe('condition must be a condition page id, e.g. piles');
    });
  });

  describe('consultation mode', () => {
    it('books in the clinic when no mode is sent, as callers from before modes expect', async () => {
      const doctor = await createDoctor(app.dataSource, { modes: ['IN_CLINIC', 'VIDEO'] });
      const date = clinicDate(3);
      const gql = await graphql(app.url, BOOK, {
        input: { doctorId: doctor.id, scheduledAt: at(date, '09:00'), patientInfo: patient() },
      });
      expect(gql.errors).toBeUndefined();
      expect(gql.data!.bookAppointment.appointment.mode).toBe('IN_CLINIC');

      const rest = await postJson(app.url, '/api/appointments', {
        doctorId: Number(doctor.id),
        scheduledAt: at(date, '10:00'),
        patientInfo: patient(),
      });
      expect(rest.status).toBe(201);
      expect(rest.body.appointment.mode).toBe('IN_CLINIC');
    });

    it('books a mode the doctor offers and stores it', async () => {
      const doctor = await createDoctor(app.dataSource, { modes: ['IN_CLINIC', 'VIDEO', 'PHONE'] });
      const date = clinicDate(3);
      const gql = await graphql(app.url, BOOK, {
        input: {
          doctorId: doctor.id,
          scheduledAt: at(date, '09:00'),
          mode: 'VIDEO',
          patientInfo: patient(),
        },
      });
      expect(gql.errors).toBeUndefined();
      expect(gql.data!.bookAppointment.appointment.mode).toBe('VIDEO');
      const rest = await postJson(app.url, '/api/appointments', {
        doctorId: Number(doctor.id),
        scheduledAt: at(date, '10:00'),
        mode: 'PHONE',
        patientInfo: patient(),
      });
      expect(rest.status).toBe(201);
      expect(rest.body.appointment.mode).toBe('PHONE');
      const rows = await app.dataSource.query(
        `SELECT mode FROM appointment WHERE doctor_id = $1 ORDER BY starts_at`,
        [doctor.id],
      );
      expect(rows).toEqual([{ mode: 'VIDEO' }, { mode: 'PHONE' }]);

      const slots = await graphql(app.url, SLOT_DAY, { doctorId: doctor.id, date });
      expect(slots.data!.slotDay.slots[0].modes).toEqual(['IN_CLINIC', 'VIDEO', 'PHONE']);
    });

    it('refuses a mode the doctor does not offer, naming the field, and writes nothing', async () => {
      const doctor = await createDoctor(app.dataSource, { modes: ['IN_CLINIC'] });
      const date = clinicDate(3);
      const gql = await graphql(app.url, BOOK, {
        input: {
          doctorId: doctor.id,
          scheduledAt: at(date, '09:00'),
          mode: 'VIDEO',
          patientInfo: patient(),
        },
      });
      expect(gql.errors![0]).toMatchObject({
        message: `${doctor.name} consults in the clinic only. Please choose one of these, or another doctor.`,
        extensions: { code: 'BAD_USER_INPUT', fields: { mode: expect.any(String) } },
      });
      const rest = await postJson(app.url, '/api/appointments', {
        doctorId: Number(doctor.id),
        scheduledAt: at(date, '09:00'),
        mode: 'FAX',
        patientInfo: patient(),
      });
      expect(rest.status).toBe(400);
      expect(rest.body.fields).toEqual({
        mode: 'Please choose how to consult: IN_CLINIC, VIDEO or PHONE',
      });
      const rows = await app.dataSource.query(`SELECT id FROM appointment WHERE doctor_id = $1`, [
        doctor.id,
      ]);
      expect(rows).toEqual([]);
    });
  });

  describe('why a date has no free slot', () => {
    it('says the doctor does not work that weekday, and offers the next date and others', async () => {
      const condition = freshCondition();
      const date = clinicDate(4);
      const worked = [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== weekdayOf(date));
      const doctor = await createDoctor(app.dataSource, {
        weekdays: worked,
        conditions: [condition],
      });
      const other = await createDoctor(app.dataSource, { conditions: [condition] });
      const { data, errors } = await graphql(app.url, SLOT_DAY, { doctorId: doctor.id, date });
      expect(errors).toBeUndefined();
      expect(data!.slotDay).toMatchObject({
        date,
        reason: 'NOT_WORKING',
        slots: [],
        nextAvailableDate: clinicDate(5),
        otherDoctors: [{ id: other.id, name: other.name }],
      });
      expect(data!.slotDay.message).toMatch(/does not consult on \w+days/);
    });

    it('says the doctor is on leave that day', async () => {
      const date = clinicDate(4);
      const doctor = await createDoctor(app.dataSource, { daysOff: [date] });
      const { data } = await graphql(app.url, SLOT_DAY, { doctorId: doctor.id, date });
      expect(data!.slotDay).toMatchObject({
        reason: 'DAY_OFF',
        message: `${doctor.name} is on leave that day. Please choose another date.`,
        nextAvailableDate: clinicDate(5),
      });
    });

    it('says when a date is past the booking window or already past, and where the window ends', async () => {
      const doctor = await createDoctor(app.dataSource);
      const beyond = await graphql(app.url, SLOT_DAY, {
        doctorId: doctor.id,
        date: clinicDate(61),
      });
      expect(beyond.data!.slotDay).toMatchObject({
        reason: 'BEYOND_HORIZON',
        lastBookableDate: clinicDate(60),
        nextAvailableDate: null,
      });
      const past = await graphql(app.url, SLOT_DAY, { doctorId: doctor.id, date: clinicDate(-1) });
      expect(past.data!.slotDay.reason).toBe('PAST');
      const window = await graphql(app.url, '{ bookingWindow { firstDate lastDate } }');
      expect(window.data!.bookingWindow).toEqual({
        firstDate: clinicDate(0),
        lastDate: clinicDate(60),
      });
    });

    it('says every slot is taken, with the next free date and another doctor free that day', async () => {
      const condition = freshCondition();
      const date = clinicDate(5);
      const full = await createDoctor(app.dataSource, {
        conditions: [condition],
        start: '09:00',
        end: '11:00',
        breaks: [],
      });
      const free = await createDoctor(app.dataSource, { conditions: [condition] });
      const offToo = await createDoctor(app.dataSource, {
        conditions: [condition],
        daysOff: [date],
      });
      for (const time of ['09:00', '10:00']) {
        const { errors } = await graphql(app.url, BOOK, {
          input: { doctorId: full.id, scheduledAt: at(date, time), patientInfo: patient() },
        });
        expect(errors).toBeUndefined();
      }
      const { data } = await graphql(app.url, SLOT_DAY, {
        doctorId: full.id,
        date,
        condition,
      });
      expect(data!.slotDay).toMatchObject({
        reason: 'FULLY_BOOKED',
        nextAvailableDate: clinicDate(6),
        otherDoctors: [{ id: free.id }],
      });
      expect(data!.slotDay.slots).toHaveLength(2);
      expect(data!.slotDay.otherDoctors.map((d: { id: string }) => d.id)).not.toContain(offToo.id);

      // REST keeps the spec's answer and adds the same facts beside it.
      const rest = await getJson(
        app.url,
        `/api/appointments/slots/${full.id}?date=${date}&condition=${condition}`,
      );
      expect(rest.status).toBe(200);
      expect(rest.body).toMatchObject({
        success: true,
        slots: [
          { time: at(date, '09:00'), displayTime: '09:00', available: false },
          { time: at(date, '10:00'), displayTime: '10:00', available: false },
        ],
        reason: 'FULLY_BOOKED',
        nextAvailableDate: clinicDate(6),
        otherDoctors: [{ id: Number(free.id), name: free.name }],
      });
    });

    it('has no reason when a slot is free', async () => {
      const doctor = await createDoctor(app.dataSource);
      const { data } = await graphql(app.url, SLOT_DAY, {
        doctorId: doctor.id,
        date: clinicDate(3),
      });
      expect(data!.slotDay).toMatchObject({
        reason: null,
        nextAvailableDate: null,
        otherDoctors: [],
      });
    });
  });
});
