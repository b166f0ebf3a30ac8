import { loadMessagesConfig } from '../messages/messages-config';
import { OPTED_OUT } from '../messages/outbox/outbox';
import { freshPhone } from '../test/phones';
import { graphql, startTestApp, type TestApp } from '../test/test-app';
import { AppointmentStatus } from './appointment-status';
import { at, createDoctor, patient, removeTestDoctors } from './booking-test-helpers';
import { clinicIso } from './clinic-time';
import { DROPPED_MESSAGE_REASONS as DROPPED } from './desk-messages';
import { deskBook, deskContext, instant } from './desk-test-helpers';

// What a booking's changes write into the outbox, read back as the worker and staff will see it.
// The app's clock is moved to fixed clinic days: Mon 8 to Thu 11 March 2027 (IST).

const BOOK = `mutation Book($input: BookAppointmentInput!) {
  bookAppointment(input: $input) { appointment { reference } }
}`;
const CANCEL = `mutation Cancel($reference: String!, $phone: String!) {
  cancelAppointment(reference: $reference, phone: $phone) { status }
}`;

const MON = '2027-03-08';
const TUE = '2027-03-09';
const WED = '2027-03-10';
const THU = '2027-03-11';

const SITE = 'http://localhost:4000';
const MANAGE_LINK = `${SITE}/appointments/manage`;
const DESK_LINK = `${SITE}/staff/find`;
// The seed's clinic profile: the main phone, the WhatsApp number and the first e-mail.
const CLINIC_PHONE = '+91 98765 00101';
const CLINIC_WHATSAPP = '9876500102';
const CLINIC_EMAIL = 'info@shanticareclinic.in';

const SYMPTOMS = 'Bleeding piles for two weeks';

let moment = new Date(at(MON, '11:00'));
const clock = { now: () => moment };
const setClock = (date: string, hhmm: string) => {
  moment = new Date(at(date, hhmm));
};

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, undefined, undefined, { clock });
});
afterAll(async () => {
  await removeTestDoctors(app.dataSource);
  await app.close();
});

interface Message {
  id: string;
  template: string;
  audience: string;
  to: string;
  status: string;
  sendAt: string;
  params: Record<string, string>;
  lastError: string | null;
}

/** A booking's messages, oldest first (then by template and address). */
async function messagesOf(reference: string): Promise<Message[]> {
  const rows: {
    id: string;
    template: string;
    audience: string;
    phone: string | null;
    email: string | null;
    status: string;
    send_at: Date;
    created_at: Date;
    params: Record<string, string>;
    last_error: string | null;
  }[] = await app.dataSource.query(
    `SELECT m.id, m.template, m.audience, m.phone, m.email, m.status, m.send_at, m.created_at,
       m.params, m.last_error
     FROM outbox_message m JOIN appointment a ON a.id = m.appointment_id
     WHERE a.reference = $1
     ORDER BY m.created_at, m.template, m.phone NULLS LAST, m.email`,
    [reference],
  );
  return rows.map((row) => ({
    id: row.id,
    template: row.template,
    audience: row.audience,
    to: row.phone ?? row.email ?? '',
    status: row.status,
    sendAt: clinicIso(new Date(row.send_at)),
    params: row.params,
    lastError: row.last_error,
  }));
}

/** [template, to, status, send at] of each message: what the assertions compare. */
const brief = (messages: Message[]) =>
  messages.map((m) => [m.template, m.to, m.status, m.sendAt.slice(0, 16)]);
const t = (date: string, hhmm: string) => `${date}T${hhmm}`;

const outboxCount = async () =>
  Number((await app.dataSource.query(`SELECT count(*) AS n FROM outbox_message`))[0].n);

async function book(
  doctorId: string,
  date: string,
  hhmm: string,
  phone = freshPhone(),
): Promise<{ reference: string; phone: string }> {
  const { data, errors } = await graphql(app.url, BOOK, {
    input: {
      doctorId,
      scheduledAt: at(date, hhmm),
      symptoms: SYMPTOMS,
      patientInfo: patient({ phone }),
    },
  });
  expect(errors).toBeUndefined();
  return { reference: data!.bookAppointment.appointment.reference as string, phone };
}

const halfHourly = () => createDoctor(app.dataSource, { slotMinutes: 30 });

describe('a booking made online', () => {
  it('tells the patient at once, reminds them in clinic time and alerts the clinic', async () => {
    const doctor = await halfHourly();
    setClock(MON, '11:00');
    const { reference, phone } = await book(doctor.id, WED, '10:30');

    const messages = await messagesOf(reference);
    expect(brief(messages)).toEqual([
      ['booking_made', phone, 'QUEUED', t(MON, '11:00')],
      ['clinic_new_booking', CLINIC_WHATSAPP, 'QUEUED', t(MON, '11:00')],
      ['clinic_new_booking', CLINIC_EMAIL, 'QUEUED', t(MON, '11:00')],
      // 18:00 the evening before, and two hours before.
      ['reminder_day_before', phone, 'QUEUED', t(TUE, '18:00')],
      ['reminder_two_hours', phone, 'QUEUED', t(WED, '08:30')],
    ]);
    const patientWords = {
      reference,
      doctor: doctor.name,
      when: 'Wed, 10 Mar 2027, 10:30 am',
      clinicPhone: CLINIC_PHONE,
      link: MANAGE_LINK,
    };
    for (const m of messages.filter((m) => m.audience === 'PATIENT')) {
      expect(m.params).toEqual(patientWords);
    }
    for (const m of messages.filter((m) => m.audience === 'CLINIC')) {
      expect(m.params).toEqual({
        reference,
        doctor: doctor.name,
        when: 'Wed, 10 Mar 2027, 10:30 am',
        link: DESK_LINK,
      });
    }
    // Nothing a message carries names the patient, the condition or the symptoms.
    const text = JSON.stringify(messages);
    for (const secret of ['Bleeding', 'piles', 'Asha', 'Devi', 'asha@example.in']) {
      expect(text).not.toContain(secret);
    }
    // Each waits on the job queue for its own time.
    for (const m of messages) {
      const [job] = await app.dataSource.query(`SELECT start_after FROM pgboss.job WHERE id = $1`, [
        m.id,
      ]);
      expect(clinicIso(new Date(job.start_after))).toBe(m.sendAt);
    }
  });

  it('is confirmed, moved and cancelled: each step told, reminders moved then dropped', async () => {
    const doctor = await halfHourly();
    setClock(MON, '11:00');
    const { reference, phone } = await book(doctor.id, WED, '10:30');

    setClock(MON, '12:00');
    await app.services.appointmentDesk.setStatus(
      deskContext(clock.now()),
      reference,
      AppointmentStatus.CONFIRMED,
    );
    const confirmed = (await messagesOf(reference)).filter(
      (m) => m.template === 'booking_confirmed',
    );
    expect(brief(confirmed)).toEqual([['booking_confirmed', phone, 'QUEUED', t(MON, '12:00')]]);
    expect(confirmed[0].params).toMatchObject({ when: 'Wed, 10 Mar 2027, 10:30 am' });

    setClock(MON, '13:00');
    await app.services.appointmentDesk.reschedule(
      deskContext(clock.now()),
      reference,
      doctor.id,
      instant(THU, '15:00'),
    );
    const moved = await messagesOf(reference);
    expect(brief(moved.filter((m) => m.template.startsWith('reminder_')))).toEqual([
      ['reminder_day_before', phone, 'DROPPED', t(TUE, '18:00')],
      ['reminder_two_hours', phone, 'DROPPED', t(WED, '08:30')],
      ['reminder_day_before', phone, 'QUEUED', t(WED, '18:00')],
      ['reminder_two_hours', phone, 'QUEUED', t(THU, '13:00')],
    ]);
    expect(moved.filter((m) => m.status === 'DROPPED').map((m) => m.lastError)).toEqual([
      DROPPED.moved,
      DROPPED.moved,
    ]);
    const notice = moved.filter((m) => m.template === 'booking_rescheduled');
    expect(brief(notice)).toEqual([['booking_rescheduled', phone, 'QUEUED', t(MON, '13:00')]]);
    expect(notice[0].params).toEqual({
      reference,
      doctor: doctor.name,
      when: 'Thu, 11 Mar 2027, 3:00 pm',
      clinicPhone: CLINIC_PHONE,
      link: MANAGE_LINK,
    });

    setClock(MON, '14:00');
    const cancelled = await graphql(app.url, CANCEL, { reference, phone });
    expect(cancelled.data!.cancelAppointment).toEqual({ status: 'CANCELLED' });
    const after = await messagesOf(reference);
    expect(
      after.filter((m) => m.template.startsWith('reminder_') && m.status === 'QUEUED'),
    ).toEqual([]);
    const cancelNotice = after.filter((m) => m.template === 'booking_cancelled');
    expect(brief(cancelNotice)).toEqual([['booking_cancelled', phone, 'QUEUED', t(MON, '14:00')]]);
    expect(cancelNotice[0].params).toEqual({
      reference,
      when: 'Thu, 11 Mar 2027, 3:00 pm',
      clinicPhone: CLINIC_PHONE,
      link: MANAGE_LINK,
    });
    // What was still waiting for this booking is not sent; what was said at once stays.
    expect(
      after
        .filter((m) => m.status === 'DROPPED' && m.lastError === DROPPED.cancelled)
        .map((m) => [m.template, m.sendAt.slice(0, 16)]),
    ).toEqual([
      ['booking_rescheduled', t(MON, '13:00')],
      ['reminder_day_before', t(WED, '18:00')],
      ['reminder_two_hours', t(THU, '13:00')],
    ]);
    expect(after.find((m) => m.template === 'booking_made')!.status).toBe('QUEUED');
    expect(JSON.stringify(after)).not.toContain('piles');
  });
});

describe('a booking made at the desk', () => {
  it('tells a caller it is confirmed, reminds them, and alerts the clinic', async () => {
    const doctor = await halfHourly();
    setClock(MON, '11:00');
    const { reference, phone } = await deskBook(app.services, doctor.id, WED, '10:30', {
      now: clock.now(),
    });
    const messages = await messagesOf(reference);
    expect(brief(messages)).toEqual([
      ['booking_confirmed', phone, 'QUEUED', t(MON, '11:00')],
      ['clinic_new_booking', CLINIC_WHATSAPP, 'QUEUED', t(MON, '11:00')],
      ['clinic_new_booking', CLINIC_EMAIL, 'QUEUED', t(MON, '11:00')],
      ['reminder_day_before', phone, 'QUEUED', t(TUE, '18:00')],
      ['reminder_two_hours', phone, 'QUEUED', t(WED, '08:30')],
    ]);

    // The clinic cancels, with a reason the patient reads on the manage page, not in a message.
    setClock(MON, '15:00');
    await app.services.appointmentDesk.setStatus(
      deskContext(clock.now()),
      reference,
      AppointmentStatus.CANCELLED,
      'Doctor away at a piles surgery camp',
    );
    const after = await messagesOf(reference);
    expect(brief(after.filter((m) => m.template !== 'clinic_new_booking'))).toEqual([
      ['booking_confirmed', phone, 'QUEUED', t(MON, '11:00')],
      ['reminder_day_before', phone, 'DROPPED', t(TUE, '18:00')],
      ['reminder_two_hours', phone, 'DROPPED', t(WED, '08:30')],
      ['booking_cancelled', phone, 'QUEUED', t(MON, '15:00')],
    ]);
    expect(JSON.stringify(after)).not.toMatch(/piles|camp|Asha|Kumari/);
  });

  it('sends a walk-in nothing: they are at the desk', async () => {
    const doctor = await halfHourly();
    setClock(MON, '11:10');
    const { reference } = await deskBook(app.services, doctor.id, MON, '11:00', {
      now: clock.now(),
      walkIn: true,
    });
    expect(await messagesOf(reference)).toEqual([]);
  });

  it('drops the reminders of a patient who arrived', async () => {
    const doctor = await halfHourly();
    setClock(TUE, '09:00');
    const { reference, phone } = await book(doctor.id, TUE, '16:00');
    setClock(TUE, '13:30');
    await app.services.appointmentDesk.setStatus(
      deskContext(clock.now()),
      reference,
      AppointmentStatus.ARRIVED,
    );
    const reminders = (await messagesOf(reference)).filter((m) =>
      m.template.startsWith('reminder_'),
    );
    expect(brief(reminders)).toEqual([['reminder_two_hours', phone, 'DROPPED', t(TUE, '14:00')]]);
    expect(reminders[0].lastError).toBe(DROPPED.closed);
  });
});

describe('a refused change writes no message', () => {
  it('for a slot taken, a booking over the cap or invalid input', async () => {
    const doctor = await halfHourly();
    setClock(MON, '11:00');
    const first = await book(doctor.id, WED, '10:30');
    const before = await outboxCount();

    const attempts = [
      // The slot is taken.
      { doctorId: doctor.id, scheduledAt: at(WED, '10:30'), patientInfo: patient() },
      // The same phone again with the same doctor that day (one a doctor-day).
      {
        doctorId: doctor.id,
        scheduledAt: at(WED, '11:00'),
        patientInfo: patient({ phone: first.phone }),
      },
      // Not a phone number (refused by the input's rules), and not one of the doctor's slots.
      { doctorId: doctor.id, scheduledAt: at(WED, '11:30'), patientInfo: patient({ phone: '12' }) },
      { doctorId: doctor.id, scheduledAt: at(WED, '11:45'), patientInfo: patient() },
    ];
    const codes = [];
    for (const input of attempts) {
      const { errors } = await graphql(app.url, BOOK, { input });
      codes.push(errors?.[0].extensions?.code);
    }
    expect(codes).toEqual(['SLOT_TAKEN', 'LIMIT_REACHED', 'BAD_USER_INPUT', 'BAD_USER_INPUT']);
    expect(await outboxCount()).toBe(before);
  });

  it('for a move to a taken slot or a cancellation without a reason: reminders stay', async () => {
    const doctor = await halfHourly();
    setClock(MON, '11:00');
    const { reference } = await book(doctor.id, WED, '10:30');
    await book(doctor.id, THU, '15:00');
    const before = await messagesOf(reference);
    const total = await outboxCount();

    const ctx = deskContext(clock.now());
    await expect(
      app.services.appointmentDesk.reschedule(ctx, reference, doctor.id, instant(THU, '15:00')),
    ).rejects.toMatchObject({ code: 'SLOT_TAKEN' });
    await expect(
      app.services.appointmentDesk.setStatus(ctx, reference, AppointmentStatus.CANCELLED, ' '),
    ).rejects.toMatchObject({ code: 'VALIDATION' });

    expect(await messagesOf(reference)).toEqual(before);
    expect(await outboxCount()).toBe(total);
  });
});

describe('quiet hours (21:00-08:00 IST)', () => {
  it('confirms a booking made at 22:00 at once; a move then waits for 08:00', async () => {
    const doctor = await halfHourly();
    setClock(MON, '22:00');
    const { reference, phone } = await book(doctor.id, WED, '10:30');
    expect(brief(await messagesOf(reference))).toEqual([
      ['booking_made', phone, 'QUEUED', t(MON, '22:00')],
      // The clinic's alert is no confirmation: it waits for the morning too.
      ['clinic_new_booking', CLINIC_WHATSAPP, 'QUEUED', t(TUE, '08:00')],
      ['clinic_new_booking', CLINIC_EMAIL, 'QUEUED', t(TUE, '08:00')],
      ['reminder_day_before', phone, 'QUEUED', t(TUE, '18:00')],
      ['reminder_two_hours', phone, 'QUEUED', t(WED, '08:30')],
    ]);

    setClock(MON, '22:30');
    await app.services.appointmentDesk.reschedule(
      deskContext(clock.now()),
      reference,
      doctor.id,
      instant(THU, '15:00'),
    );
    const notice = (await messagesOf(reference)).filter(
      (m) => m.template === 'booking_rescheduled',
    );
    expect(brief(notice)).toEqual([['booking_rescheduled', phone, 'QUEUED', t(TUE, '08:00')]]);
  });

  it('reminds a 09:00 booking made at 20:00 the evening before at 08:00, not 07:00', async () => {
    const doctor = await halfHourly();
    setClock(MON, '20:00');
    const { reference, phone } = await book(doctor.id, TUE, '09:00');
    const patientMessages = (await messagesOf(reference)).filter((m) => m.audience === 'PATIENT');
    // 18:00 the evening before has passed; 07:00 is quiet, and 08:00 is still an hour before.
    expect(brief(patientMessages)).toEqual([
      ['booking_made', phone, 'QUEUED', t(MON, '20:00')],
      ['reminder_two_hours', phone, 'QUEUED', t(TUE, '08:00')],
    ]);
  });

  it('writes no reminder the quiet hours would push to the start', async () => {
    const doctor = await createDoctor(app.dataSource, { slotMinutes: 15, start: '08:00' });
    setClock(MON, '20:00');
    const { reference, phone } = await book(doctor.id, TUE, '08:15');
    const patientMessages = (await messagesOf(reference)).filter((m) => m.audience === 'PATIENT');
    expect(brief(patientMessages)).toEqual([['booking_made', phone, 'QUEUED', t(MON, '20:00')]]);
  });
});

describe('a phone that opted out (STOP)', () => {
  it('gets nothing, not even the confirmation; staff see why, and the clinic still hears', async () => {
    const doctor = await halfHourly();
    const phone = freshPhone();
    await app.dataSource.query(`INSERT INTO message_opt_out (phone, source) VALUES ($1, 'REPLY')`, [
      phone,
    ]);
    setClock(MON, '11:00');
    const { reference } = await book(doctor.id, WED, '10:30', phone);
    const messages = await messagesOf(reference);
    expect(brief(messages)).toEqual([
      ['booking_made', phone, 'DROPPED', t(MON, '11:00')],
      ['clinic_new_booking', CLINIC_WHATSAPP, 'QUEUED', t(MON, '11:00')],
      ['clinic_new_booking', CLINIC_EMAIL, 'QUEUED', t(MON, '11:00')],
      ['reminder_day_before', phone, 'DROPPED', t(TUE, '18:00')],
      ['reminder_two_hours', phone, 'DROPPED', t(WED, '08:30')],
    ]);
    for (const m of messages.filter((m) => m.status === 'DROPPED')) {
      expect(m.lastError).toBe(OPTED_OUT);
      const jobs = await app.dataSource.query(`SELECT 1 FROM pgboss.job WHERE id = $1`, [m.id]);
      expect(jobs).toHaveLength(0);
    }
  });
});

describe("the clinic's alert (CLINIC_ALERTS)", () => {
  it('goes only where the configuration says', async () => {
    const emailOnly = await startTestApp({}, app.dataSource, undefined, {
      clock,
      messages: loadMessagesConfig({ CLINIC_ALERTS: 'booking:email' }),
    });
    try {
      const doctor = await halfHourly();
      setClock(MON, '11:00');
      const { data } = await graphql(emailOnly.url, BOOK, {
        input: { doctorId: doctor.id, scheduledAt: at(WED, '10:30'), patientInfo: patient() },
      });
      const reference = data!.bookAppointment.appointment.reference as string;
      const alerts = (await messagesOf(reference)).filter((m) => m.audience === 'CLINIC');
      expect(brief(alerts)).toEqual([
        ['clinic_new_booking', CLINIC_EMAIL, 'QUEUED', t(MON, '11:00')],
      ]);
    } finally {
      await emailOnly.close();
    }
  });
});
