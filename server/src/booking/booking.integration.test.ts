import { PHONE_MESSAGE } from '../common/validators';
import { getJson, graphql, startTestApp, type TestApp } from '../test/test-app';
import {
  at,
  clinicDate,
  createDoctor,
  patient,
  postJson,
  removeTestDoctors,
} from './booking-test-helpers';

const BOOK = `
  mutation Book($input: BookAppointmentInput!) {
    bookAppointment(input: $input) {
      message
      appointment { reference status scheduledAt startsAt canCancel patientFirstName doctor { id name } }
    }
  }
`;
const SLOTS = `
  query Slots($doctorId: ID!, $date: String!) {
    availableSlots(doctorId: $doctorId, date: $date) { time displayTime available }
  }
`;
const LOOKUP = `
  query Lookup($reference: String!, $phone: String!) {
    appointment(reference: $reference, phone: $phone) { reference status scheduledAt canCancel doctor { name } }
  }
`;
const CANCEL = `
  mutation Cancel($reference: String!, $phone: String!) {
    cancelAppointment(reference: $reference, phone: $phone) { reference status canCancel }
  }
`;

const HOURLY = ['09:00', '10:00', '11:00', '14:00', '15:00', '16:00'];

describe('booking', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await removeTestDoctors(app.dataSource);
    await app.close();
  });

  const book = (input: Record<string, unknown>) => graphql(app.url, BOOK, { input });
  const rowsOf = (doctorId: string) =>
    app.dataSource.query(
      `SELECT reference, status, patient_first_name, patient_last_name, patient_email, symptoms,
         starts_at, ends_at,
         (SELECT COALESCE(json_agg(json_build_object('status', c.to_status, 'by', c.by)
            ORDER BY c.at, c.id), '[]') FROM appointment_status_change c
          WHERE c.appointment_id = appointment.id) AS history
       FROM appointment WHERE doctor_id = $1 ORDER BY id`,
      [doctorId],
    );

  describe('slots', () => {
    it("lists a seeded doctor's slots in clinic time over GraphQL and REST", async () => {
      const { data } = await graphql(
        app.url,
        '{ doctors { id slug workingPlan { weekday } daysOff } }',
      );
      const rajesh = data!.doctors.find((d: { slug: string }) => d.slug === 'dr-rajesh-sharma');
      const worked = rajesh.workingPlan.map((w: { weekday: number }) => w.weekday);
      // The first date from the day after tomorrow that he works and is not off.
      let date = '';
      for (let days = 2; !date; days += 1) {
        const candidate = clinicDate(days);
        const weekday = new Date(`${candidate}T00:00:00Z`).getUTCDay() || 7;
        if (worked.includes(weekday) && !rajesh.daysOff.includes(candidate)) date = candidate;
      }

      const gql = await graphql(app.url, SLOTS, { doctorId: rajesh.id, date });
      expect(gql.errors).toBeUndefined();
      expect(gql.data!.availableSlots.map((s: { displayTime: string }) => s.displayTime)).toEqual(
        HOURLY,
      );
      expect(gql.data!.availableSlots[0]).toEqual({
        time: `${date}T09:00:00+05:30`,
        displayTime: '09:00',
        available: true,
      });

      const rest = await getJson(app.url, `/api/appointments/slots/${rajesh.id}?date=${date}`);
      expect(rest.status).toBe(200);
      // The spec's answer, unchanged; what is added beside it (why a day is empty, modes) is
      // tested in booking-by-condition.integration.test.ts.
      expect(rest.body).toMatchObject({ success: true, reason: null });
      expect(
        rest.body.slots.map(({ time, displayTime, available }: Record<string, unknown>) => ({
          time,
          displayTime,
          available,
        })),
      ).toEqual(gql.data!.availableSlots);
    });

    it('has no slots on a day off, and greys every slot of a doctor not taking bookings', async () => {
      const date = clinicDate(3);
      const off = await createDoctor(app.dataSource, { daysOff: [date] });
      const busy = await createDoctor(app.dataSource, { isAvailable: false });
      expect(
        (await graphql(app.url, SLOTS, { doctorId: off.id, date })).data!.availableSlots,
      ).toEqual([]);
      const greyed = (await graphql(app.url, SLOTS, { doctorId: busy.id, date })).data!
        .availableSlots as { available: boolean }[];
      expect(greyed).toHaveLength(6);
      expect(greyed.every((s) => !s.available)).toBe(true);
    });

    it('answers a bad date or unknown doctor with a clear error, never a 500', async () => {
      const doctor = await createDoctor(app.dataSource);
      for (const date of ['tomorrow', '2026-02-30']) {
        const gql = await graphql(app.url, SLOTS, { doctorId: doctor.id, date });
        expect(gql.errors![0]).toMatchObject({
          message: 'Please choose a date as YYYY-MM-DD, e.g. 2026-11-24',
          extensions: { code: 'BAD_USER_INPUT', fields: { date: expect.any(String) } },
        });
        const rest = await getJson(app.url, `/api/appointments/slots/${doctor.id}?date=${date}`);
        expect(rest.status).toBe(400);
        expect(rest.body.error).toBe('Please choose a date as YYYY-MM-DD, e.g. 2026-11-24');
      }
      const unknown = await graphql(app.url, SLOTS, { doctorId: '999999', date: clinicDate(2) });
      expect(unknown.errors![0]).toMatchObject({
        message: 'Doctor not found',
        extensions: { code: 'NOT_FOUND' },
      });
      const rest = await getJson(app.url, `/api/appointments/slots/999999?date=${clinicDate(2)}`);
      expect(rest.status).toBe(404);
      const notAnId = await getJson(app.url, `/api/appointments/slots/abc?date=${clinicDate(2)}`);
      expect(notAnId).toMatchObject({ status: 400, body: { error: 'Please choose a doctor' } });
    });
  });

  describe('bookAppointment', () => {
    it('books a free slot, answers with the reference and a discreet message, and greys it', async () => {
      const doctor = await createDoctor(app.dataSource);
      const date = clinicDate(2);
      const { data, errors } = await book({
        doctorId: doctor.id,
        scheduledAt: at(date, '10:00'),
        symptoms: 'Bleeding and pain for two weeks',
        patientInfo: patient({ firstName: ' Ramesh ', lastName: ' ', email: '' }),
      });
      expect(errors).toBeUndefined();
      const { message, appointment } = data!.bookAppointment;
      expect(appointment).toMatchObject({
        reference: expect.stringMatching(/^APT-[A-Z2-9]{5}$/),
        status: 'PENDING',
        scheduledAt: `${date}T10:00:00+05:30`,
        canCancel: true,
        patientFirstName: 'Ramesh',
        doctor: { id: doctor.id, name: doctor.name },
      });
      expect(message).toContain(`Your appointment with ${doctor.name} on `);
      expect(message).toContain('10:00 am');
      expect(message).toContain("We'll contact you shortly to confirm your appointment.");
      expect(message).not.toMatch(/bleeding/i);

      const slots = (await graphql(app.url, SLOTS, { doctorId: doctor.id, date })).data!
        .availableSlots as { displayTime: string; available: boolean }[];
      expect(slots.filter((s) => !s.available).map((s) => s.displayTime)).toEqual(['10:00']);

      const [row] = await rowsOf(doctor.id);
      expect(row).toMatchObject({
        reference: appointment.reference,
        status: 'PENDING',
        patient_first_name: 'Ramesh',
        patient_last_name: '',
        patient_email: null,
        symptoms: 'Bleeding and pain for two weeks',
        history: [{ status: 'PENDING', by: 'patient' }],
      });
      expect(new Date(row.ends_at).getTime() - new Date(row.starts_at).getTime()).toBe(3_600_000);
    });

    it('takes the spec body on POST /api/appointments and never echoes personal details', async () => {
      const doctor = await createDoctor(app.dataSource);
      const date = clinicDate(2);
      const response = await postJson(app.url, '/api/appointments', {
        doctorId: Number(doctor.id),
        scheduledAt: at(date, '14:00'),
        symptoms: 'Swelling',
        patientInfo: patient({ phone: '9123456780' }),
      });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        message: expect.stringContaining("We'll contact you shortly"),
        appointment: expect.objectContaining({
          reference: expect.stringMatching(/^APT-/),
          status: 'PENDING',
          scheduledAt: `${date}T14:00:00+05:30`,
          doctorId: Number(doctor.id),
          doctorName: doctor.name,
        }),
      });
      const text = JSON.stringify(response.body);
      for (const secret of ['Swelling', '9123456780', 'asha@example.in']) {
        expect(text).not.toContain(secret);
      }
    });

    const longText = (n: number) => 'x'.repeat(n);
    it.each([
      [
        'an empty name',
        { patientInfo: patient({ firstName: '   ' }) },
        'patientInfo.firstName',
        'Please enter your name',
      ],
      [
        'a very long name',
        { patientInfo: patient({ firstName: longText(61) }) },
        'patientInfo.firstName',
        'Name must be at most 60 characters',
      ],
      [
        'a very long last name',
        { patientInfo: patient({ lastName: longText(61) }) },
        'patientInfo.lastName',
        'Name must be at most 60 characters',
      ],
      [
        'a 9-digit phone',
        { patientInfo: patient({ phone: '987654321' }) },
        'patientInfo.phone',
        PHONE_MESSAGE,
      ],
      [
        'a phone with a prefix',
        { patientInfo: patient({ phone: '+919876543210' }) },
        'patientInfo.phone',
        PHONE_MESSAGE,
      ],
      [
        'a malformed e-mail',
        { patientInfo: patient({ email: 'asha@' }) },
        'patientInfo.email',
        'Please enter a valid email address',
      ],
      [
        '1,001 characters of symptoms',
        { symptoms: longText(1001) },
        'symptoms',
        'Symptoms / notes must be at most 1,000 characters',
      ],
      [
        'a time without an offset',
        { scheduledAt: '2030-01-01T10:00:00' },
        'scheduledAt',
        'Please choose a time slot (a date and time like 2026-11-24T10:30:00+05:30)',
      ],
      ['a doctor that is not an id', { doctorId: 'abc' }, 'doctorId', 'Please choose a doctor'],
    ])(
      'refuses %s with its message, over both doors, writing nothing',
      async (_name, change, field, message) => {
        const doctor = await createDoctor(app.dataSource);
        const input = {
          doctorId: doctor.id,
          scheduledAt: at(clinicDate(2), '09:00'),
          patientInfo: patient(),
          ...change,
        };
        const gql = await book(input);
        expect(gql.errors![0]).toMatchObject({
          message,
          extensions: { code: 'BAD_USER_INPUT', fields: { [field]: message } },
        });
        const rest = await postJson(app.url, '/api/appointments', input);
        expect(rest.status).toBe(400);
        expect(rest.body).toMatchObject({ error: message, fields: { [field]: message } });
        expect(await rowsOf(doctor.id)).toEqual([]);
      },
    );

    it('refuses a REST body without patient details', async () => {
      const doctor = await createDoctor(app.dataSource);
      const rest = await postJson(app.url, '/api/appointments', {
        doctorId: doctor.id,
        scheduledAt: at(clinicDate(2), '09:00'),
      });
      expect(rest).toMatchObject({
        status: 400,
        body: { error: 'Please enter your name and phone number' },
      });
    });

    it('accepts 1,000 characters of symptoms and an e-mail in capitals', async () => {
      const doctor = await createDoctor(app.dataSource);
      const { errors } = await book({
        doctorId: doctor.id,
        scheduledAt: at(clinicDate(2), '09:00'),
        symptoms: longText(1000),
        patientInfo: patient({ email: 'Asha@Example.IN' }),
      });
      expect(errors).toBeUndefined();
      expect((await rowsOf(doctor.id))[0].patient_email).toBe('asha@example.in');
    });

    it('refuses times that are not bookable, each with its reason', async () => {
      const doctor = await createDoctor(app.dataSource, { daysOff: [clinicDate(4)] });
      const aroundTheClock = await createDoctor(app.dataSource, {
        slotMinutes: 5,
        start: '00:00',
        end: '24:00',
        breaks: [],
      });
      // The next 5-minute boundary at least 10 minutes from now: a slot, but inside the notice.
      const soon = new Date(Math.ceil((Date.now() + 10 * 60_000) / 300_000) * 300_000);
      const cases: [string, Record<string, unknown>, string][] = [
        [
          doctor.id,
          { scheduledAt: at(clinicDate(-1), '10:00') },
          'That time has already passed. Please choose a later slot.',
        ],
        [
          aroundTheClock.id,
          { scheduledAt: soon.toISOString() },
          'Please book at least 60 minutes ahead. Please choose a later slot.',
        ],
        [
          doctor.id,
          { scheduledAt: at(clinicDate(61), '10:00') },
          'Appointments can be booked up to 60 days ahead. Please choose an earlier date.',
        ],
        [
          doctor.id,
          { scheduledAt: at(clinicDate(4), '10:00') },
          `${doctor.name} does not consult on that date. Please choose another date.`,
        ],
        [
          doctor.id,
          { scheduledAt: at(clinicDate(2), '10:30') },
          `That is not one of ${doctor.name}'s time slots for the day. Please choose one of the listed times.`,
        ],
        [
          doctor.id,
          { scheduledAt: at(clinicDate(2), '12:00') },
          `That is not one of ${doctor.name}'s time slots for the day. Please choose one of the listed times.`,
        ],
      ];
      for (const [doctorId, change, message] of cases) {
        const { errors } = await book({ doctorId, patientInfo: patient(), ...change });
        expect(errors![0]).toMatchObject({
          message,
          extensions: { code: 'BAD_USER_INPUT', fields: { scheduledAt: message } },
        });
      }
      expect(await rowsOf(doctor.id)).toEqual([]);
      expect(await rowsOf(aroundTheClock.id)).toEqual([]);
    });

    it('refuses a doctor who is not taking bookings, and one that does not exist', async () => {
      const busy = await createDoctor(app.dataSource, { isAvailable: false });
      const refused = await postJson(app.url, '/api/appointments', {
        doctorId: busy.id,
        scheduledAt: at(clinicDate(2), '09:00'),
        patientInfo: patient(),
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        error: `${busy.name} is not taking bookings at the moment. Please choose another doctor.`,
        fields: { doctorId: expect.any(String) },
      });
      const missing = await postJson(app.url, '/api/appointments', {
        doctorId: '999999',
        scheduledAt: at(clinicDate(2), '09:00'),
        patientInfo: patient(),
      });
      expect(missing).toMatchObject({ status: 404, body: { error: 'Doctor not found' } });
    });

    it('answers a taken slot with SLOT_TAKEN and the next free times of that day', async () => {
      const doctor = await createDoctor(app.dataSource);
      const date = clinicDate(2);
      const first = await book({
        doctorId: doctor.id,
        scheduledAt: at(date, '10:00'),
        patientInfo: patient(),
      });
      expect(first.errors).toBeUndefined();
      const second = await book({
        doctorId: doctor.id,
        scheduledAt: at(date, '10:00'),
        patientInfo: patient({ phone: '9000000001' }),
      });
      expect(second.errors![0]).toMatchObject({
        message:
          'That time has just been booked by someone else. Free times that day: 11:00 am, 2:00 pm, 3:00 pm.',
        extensions: {
          code: 'SLOT_TAKEN',
          nextSlots: [
            { time: at(date, '11:00'), displayTime: '11:00', available: true },
            { time: at(date, '14:00'), displayTime: '14:00', available: true },
            { time: at(date, '15:00'), displayTime: '15:00', available: true },
          ],
        },
      });
      const rest = await postJson(app.url, '/api/appointments', {
        doctorId: doctor.id,
        scheduledAt: at(date, '10:00'),
        patientInfo: patient(),
      });
      expect(rest.status).toBe(409);
      expect(rest.body).toMatchObject({ code: 'SLOT_TAKEN', nextSlots: expect.any(Array) });
      expect(await rowsOf(doctor.id)).toHaveLength(1);
    });

    it('returns the first booking for a retried idempotency key, on both doors', async () => {
      const doctor = await createDoctor(app.dataSource);
      const date = clinicDate(2);
      const input = {
        doctorId: doctor.id,
        scheduledAt: at(date, '15:00'),
        patientInfo: patient(),
        idempotencyKey: `retry-${Date.now()}`,
      };
      const first = await book(input);
      const again = await book(input);
      expect(again.errors).toBeUndefined();
      expect(again.data!.bookAppointment.appointment.reference).toBe(
        first.data!.bookAppointment.appointment.reference,
      );

      const { idempotencyKey, ...body } = {
        ...input,
        scheduledAt: at(date, '16:00'),
        patientInfo: patient(),
      };
      const headers = { 'Idempotency-Key': `${idempotencyKey}-rest` };
      const created = await postJson(app.url, '/api/appointments', body, headers);
      const retried = await postJson(app.url, '/api/appointments', body, headers);
      expect([created.status, retried.status]).toEqual([201, 200]);
      expect(retried.body.appointment.reference).toBe(created.body.appointment.reference);
      expect(await rowsOf(doctor.id)).toHaveLength(2);

      const reused = await book({ ...input, scheduledAt: at(date, '09:00') });
      expect(reused.errors![0]).toMatchObject({
        message: 'This idempotency key was already used for a different booking.',
        extensions: { code: 'CONFLICT' },
      });
    });
  });

  describe("the app's clock", () => {
    it('decides which slots are too soon and whether a booking can still be cancelled', async () => {
      const doctor = await createDoctor(app.dataSource);
      const date = clinicDate(3);
      const booked = await book({
        doctorId: doctor.id,
        scheduledAt: at(date, '15:00'),
        patientInfo: patient({ phone: '9000000031' }),
      });
      const reference = booked.data!.bookAppointment.appointment.reference as string;

      // The same database seen by an app whose clock reads 14:30 on the booking's day.
      const clock = { now: () => new Date(at(date, '14:30')) };
      const later = await startTestApp({}, app.dataSource, undefined, { clock });
      try {
        const slots = (await graphql(later.url, SLOTS, { doctorId: doctor.id, date })).data!
          .availableSlots as { displayTime: string; available: boolean }[];
        expect(slots.filter((s) => s.available).map((s) => s.displayTime)).toEqual(['16:00']);
        const found = await graphql(later.url, LOOKUP, { reference, phone: '9000000031' });
        expect(found.data!.appointment).toMatchObject({ canCancel: false });
        const rest = await getJson(later.url, `/api/appointments/${reference}?phone=9000000031`);
        expect(rest.body.appointment).toMatchObject({ canCancel: false });
        const cancel = await postJson(later.url, `/api/appointments/${reference}/cancel`, {
          phone: '9000000031',
        });
        expect(cancel.status).toBe(409);
      } finally {
        await later.close();
      }
      const now = await graphql(app.url, LOOKUP, { reference, phone: '9000000031' });
      expect(now.data!.appointment).toMatchObject({ canCancel: true });
    });
  });

  describe('see and cancel a booking', () => {
    it('finds a booking by reference and phone only, in any case', async () => {
      const doctor = await createDoctor(app.dataSource);
      const date = clinicDate(5);
      const booked = await book({
        doctorId: doctor.id,
        scheduledAt: at(date, '11:00'),
        patientInfo: patient({ phone: '9000000011' }),
      });
      const reference = booked.data!.bookAppointment.appointment.reference as string;

      const found = await graphql(app.url, LOOKUP, {
        reference: ` ${reference.toLowerCase()} `,
        phone: '9000000011',
      });
      expect(found.data!.appointment).toEqual({
        reference,
        status: 'PENDING',
        scheduledAt: at(date, '11:00'),
        canCancel: true,
        doctor: { name: doctor.name },
      });
      const wrongPhone = await graphql(app.url, LOOKUP, { reference, phone: '9000000012' });
      expect(wrongPhone.errors![0]).toMatchObject({
        message: 'No appointment found with that reference and phone number.',
        extensions: { code: 'NOT_FOUND' },
      });
      const rest = await getJson(app.url, `/api/appointments/${reference}?phone=9000000011`);
      expect(rest.status).toBe(200);
      expect(rest.body.appointment).toMatchObject({ reference, doctorName: doctor.name });
      const bad = await getJson(app.url, `/api/appointments/nope?phone=12`);
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toEqual({
        reference: 'Please enter your booking reference, e.g. APT-7K3Q9',
        phone: PHONE_MESSAGE,
      });
    });

    it('cancels, keeps the row with its history, and frees the slot for someone else', async () => {
      const doctor = await createDoctor(app.dataSource);
      const date = clinicDate(6);
      const booked = await book({
        doctorId: doctor.id,
        scheduledAt: at(date, '09:00'),
        patientInfo: patient({ phone: '9000000021' }),
      });
      const reference = booked.data!.bookAppointment.appointment.reference;

      const cancelled = await graphql(app.url, CANCEL, { reference, phone: '9000000021' });
      expect(cancelled.data!.cancelAppointment).toEqual({
        reference,
        status: 'CANCELLED',
        canCancel: false,
      });
      // Cancelling twice is harmless.
      const twice = await postJson(app.url, `/api/appointments/${reference}/cancel`, {
        phone: '9000000021',
      });
      expect(twice).toMatchObject({
        status: 200,
        body: { appointment: { status: 'CANCELLED' } },
      });

      const slots = (await graphql(app.url, SLOTS, { doctorId: doctor.id, date })).data!
        .availableSlots as { available: boolean }[];
      expect(slots.every((s) => s.available)).toBe(true);
      const rebooked = await book({
        doctorId: doctor.id,
        scheduledAt: at(date, '09:00'),
        patientInfo: patient({ phone: '9000000022' }),
      });
      expect(rebooked.errors).toBeUndefined();

      const rows = await rowsOf(doctor.id);
      expect(rows.map((r: { status: string }) => r.status)).toEqual(['CANCELLED', 'PENDING']);
      expect(rows[0].history).toEqual([
        { status: 'PENDING', by: 'patient' },
        { status: 'CANCELLED', by: 'patient' },
      ]);
    });

    it('refuses to cancel online inside the notice or after the visit', async () => {
      const doctor = await createDoctor(app.dataSource);
      const insert = `INSERT INTO appointment (reference, doctor_id, starts_at, ends_at, status,
          patient_first_name, patient_phone) VALUES ($1, $2, $3, $4, $5, 'Asha', '9000000031')`;
      const soon = new Date(Date.now() + 30 * 60_000);
      const later = new Date(soon.getTime() + 60 * 60_000);
      const suffix = String(process.pid % 100).padStart(2, '0');
      await app.dataSource.query(insert, [`APT-SN${suffix}Z`, doctor.id, soon, later, 'PENDING']);
      await app.dataSource.query(insert, [
        `APT-DN${suffix}Z`,
        doctor.id,
        new Date(Date.now() - 86_400_000),
        new Date(Date.now() - 82_800_000),
        'COMPLETED',
      ]);
      const tooLate = await graphql(app.url, CANCEL, {
        reference: `APT-SN${suffix}Z`,
        phone: '9000000031',
      });
      expect(tooLate.errors![0]).toMatchObject({
        message:
          'Appointments can be cancelled online up to 60 minutes before they start. Please call the clinic.',
        extensions: { code: 'CONFLICT' },
      });
      const done = await postJson(app.url, `/api/appointments/APT-DN${suffix}Z/cancel`, {
        phone: '9000000031',
      });
      expect(done).toMatchObject({
        status: 409,
        body: { error: 'This appointment has already taken place.' },
      });
      expect((await rowsOf(doctor.id)).map((r: { status: string }) => r.status)).toEqual([
        'PENDING',
        'COMPLETED',
      ]);
    });

    it('slows down guessing: a sixth wrong reference for one phone from one client waits', async () => {
      const limited = await startTestApp({}, app.dataSource);
      try {
        const tries = [];
        for (let i = 0; i < 6; i += 1) {
          tries.push(await getJson(limited.url, `/api/appointments/APT-AAAAA?phone=9000000041`));
        }
        expect(tries.slice(0, 5).map((t) => t.status)).toEqual(Array(5).fill(404));
        expect(tries[5].status).toBe(429);
        expect(tries[5].body.error).toBe(
          'That booking reference does not match this phone number too many times. Please check the reference on your confirmation and try again later, or call the clinic.',
        );
        expect(tries[5].headers.get('retry-after')).toMatch(/^\d+$/);
      } finally {
        await limited.close();
      }
    });
  });

  it('never exposes symptoms or contact details through the public schema', async () => {
    const { data } = await graphql(app.url, '{ __schema { types { name kind fields { name } } } }');
    const exposed = (
      data!.__schema.types as { name: string; kind: string; fields: { name: string }[] | null }[]
    )
      .filter((t) => t.kind === 'OBJECT')
      .flatMap((t) => (t.fields ?? []).map((f) => `${t.name}.${f.name}`));
    expect(exposed.filter((f) => /symptom|patientPhone|patientEmail|idempotency/i.test(f))).toEqual(
      [],
    );
  });
});
