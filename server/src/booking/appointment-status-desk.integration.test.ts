import { DomainError } from '../common/errors';
import { graphql, startTestApp, type TestApp } from '../test/test-app';
import { AppointmentStatus as S } from './appointment-status';
import { NEXT_STATUSES } from './appointment-transitions';
import { clinicDate, createDoctor, removeTestDoctors } from './booking-test-helpers';
import {
  auditRows,
  deskBook,
  deskContext,
  instant,
  patientBook,
  statusOf,
} from './desk-test-helpers';
import { DESK_MESSAGES as M } from './desk-messages';

// Every status change at the desk goes through the one state machine, leaves a history step
// and an audit row in its transaction, and nothing at all when refused.

const LOOKUP = `query Look($reference: String!, $phone: String!) {
  appointment(reference: $reference, phone: $phone) {
    status cancelReason history { status at note }
  }
}`;

describe('appointment statuses at the desk', () => {
  let app: TestApp;
  let doctorId: string;
  const day = clinicDate(3);
  const morning = instant(day, '08:00');

  beforeAll(async () => {
    app = await startTestApp({ rateLimitScale: 1000 });
    doctorId = (await createDoctor(app.dataSource)).id;
  });
  afterAll(async () => {
    await removeTestDoctors(app.dataSource);
    await app.close();
  });

  const set = (reference: string, status: S, now: Date, reason?: string) =>
    app.services.appointmentDesk.setStatus(deskContext(now), reference, status, reason);

  it('walks a booking from pending to completed, a step and an audit row for each change', async () => {
    const { reference } = await patientBook(app.services, doctorId, day, '09:00', {
      now: morning,
    });
    expect((await set(reference, S.CONFIRMED, morning)).status).toBe(S.CONFIRMED);
    const arrived = await set(reference, S.ARRIVED, morning);
    expect(arrived).toMatchObject({ status: S.ARRIVED, token: expect.any(Number) });
    expect((await set(reference, S.COMPLETED, instant(day, '09:50'))).status).toBe(S.COMPLETED);

    const history = await app.services.deskReads.histories([arrived.id]);
    expect(history.get(arrived.id)!.map(({ from, to, by }) => ({ from, to, by }))).toEqual([
      { from: null, to: S.PENDING, by: 'patient' },
      { from: S.PENDING, to: S.CONFIRMED, by: 'Meera Desk' },
      { from: S.CONFIRMED, to: S.ARRIVED, by: 'Meera Desk' },
      { from: S.ARRIVED, to: S.COMPLETED, by: 'Meera Desk' },
    ]);
    expect(await auditRows(app.dataSource, 'appointment', reference)).toEqual([
      expect.objectContaining({
        action: 'appointment.confirm',
        actor_name: 'Meera Desk',
        before: { status: 'PENDING' },
        after: { status: 'CONFIRMED' },
      }),
      expect.objectContaining({ action: 'appointment.arrive' }),
      expect.objectContaining({ action: 'appointment.complete' }),
    ]);
  });

  it('refuses every change the state machine does not allow, changing and recording nothing', async () => {
    const late = instant(day, '18:00');
    // One booking in each status, on its own slot of the day.
    const pending = await patientBook(app.services, doctorId, day, '10:00', { now: morning });
    const confirmed = await deskBook(app.services, doctorId, day, '11:00', { now: morning });
    const arrived = await deskBook(app.services, doctorId, day, '14:00', { now: morning });
    await set(arrived.reference, S.ARRIVED, morning);
    const completed = await deskBook(app.services, doctorId, day, '15:00', { now: morning });
    await set(completed.reference, S.ARRIVED, morning);
    await set(completed.reference, S.COMPLETED, late);
    const noShow = await deskBook(app.services, doctorId, day, '16:00', { now: morning });
    await set(noShow.reference, S.NO_SHOW, late);
    const cancelled = await patientBook(app.services, doctorId, clinicDate(4), '09:00');
    await set(cancelled.reference, S.CANCELLED, morning, 'Doctor called away');
    const byStatus = {
      [S.PENDING]: pending,
      [S.CONFIRMED]: confirmed,
      [S.ARRIVED]: arrived,
      [S.COMPLETED]: completed,
      [S.NO_SHOW]: noShow,
      [S.CANCELLED]: cancelled,
    };

    let refusals = 0;
    for (const [from, booking] of Object.entries(byStatus) as [S, { reference: string }][]) {
      expect((await statusOf(app.dataSource, booking.reference)).status).toBe(from);
      const audits = (await auditRows(app.dataSource, 'appointment', booking.reference)).length;
      for (const to of Object.values(S).filter((s) => !NEXT_STATUSES[from].includes(s))) {
        const refused = await set(booking.reference, to, late, 'A reason').catch((e) => e);
        expect(refused).toBeInstanceOf(DomainError);
        expect(refused).toMatchObject({ code: 'VALIDATION', message: expect.any(String) });
        refusals += 1;
      }
      expect((await statusOf(app.dataSource, booking.reference)).status).toBe(from);
      expect(await auditRows(app.dataSource, 'appointment', booking.reference)).toHaveLength(
        audits,
      );
    }
    expect(refusals).toBe(36 - 9);
  });

  it('marks a no-show only after the start time, by the app’s clock', async () => {
    const { reference } = await deskBook(app.services, doctorId, clinicDate(5), '10:00');
    const start = instant(clinicDate(5), '10:00');
    await expect(
      set(reference, S.NO_SHOW, new Date(start.getTime() - 60_000)),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
      message: expect.stringMatching(/only after the appointment's start/),
    });
    expect((await statusOf(app.dataSource, reference)).status).toBe(S.CONFIRMED);
    expect(await auditRows(app.dataSource, 'appointment', reference)).toHaveLength(1); // the booking
    await set(reference, S.NO_SHOW, new Date(start.getTime() + 60_000));
    expect((await statusOf(app.dataSource, reference)).status).toBe(S.NO_SHOW);
    // A no-show frees the slot.
    await deskBook(app.services, doctorId, clinicDate(5), '10:00', {
      now: new Date(start.getTime() - 120 * 60_000),
    });
  });

  it('cancels with the clinic’s reason, which the patient sees without any staff name', async () => {
    const booking = await patientBook(app.services, doctorId, clinicDate(6), '10:00');
    await expect(set(booking.reference, S.CANCELLED, new Date())).rejects.toMatchObject({
      code: 'VALIDATION',
      message: M.reasonRequired,
      fields: { reason: M.reasonRequired },
    });
    await set(booking.reference, S.CONFIRMED, new Date());
    await set(booking.reference, S.CANCELLED, new Date(), '  Doctor is unwell today  ');

    const { data, errors } = await graphql(app.url, LOOKUP, booking);
    expect(errors).toBeUndefined();
    expect(data!.appointment).toEqual({
      status: 'CANCELLED',
      cancelReason: 'Doctor is unwell today',
      history: [
        { status: 'PENDING', at: expect.any(String), note: 'Booked online' },
        { status: 'CONFIRMED', at: expect.any(String), note: 'Confirmed by the clinic' },
        {
          status: 'CANCELLED',
          at: expect.any(String),
          note: 'Cancelled by the clinic: Doctor is unwell today',
        },
      ],
    });
    const rest = await fetch(
      `${app.url}/api/appointments/${booking.reference}?phone=${booking.phone}`,
    );
    const text = await rest.text();
    expect(JSON.parse(text).appointment).toMatchObject({
      cancelReason: 'Doctor is unwell today',
      history: [
        { note: 'Booked online' },
        { note: 'Confirmed by the clinic' },
        { status: 'CANCELLED' },
      ],
    });
    expect(text).not.toContain('Meera');
    expect(JSON.stringify(data)).not.toContain('Meera');
  });

  it('records the patient’s own cancel as the patient’s', async () => {
    const booking = await patientBook(app.services, doctorId, clinicDate(7), '10:00');
    const cancel = await graphql(
      app.url,
      `
        mutation C($reference: String!, $phone: String!) {
          cancelAppointment(reference: $reference, phone: $phone) {
            status
          }
        }
      `,
      booking,
    );
    expect(cancel.errors).toBeUndefined();
    const { data } = await graphql(app.url, LOOKUP, booking);
    expect(data!.appointment).toMatchObject({
      status: 'CANCELLED',
      cancelReason: null,
      history: [{ note: 'Booked online' }, { status: 'CANCELLED', note: 'Cancelled by you' }],
    });
    expect(await auditRows(app.dataSource, 'appointment', booking.reference)).toEqual([]);
  });
});
