import { graphql, startTestApp, type TestApp } from '../test/test-app';
import { at, clinicDate, createDoctor, patient, removeTestDoctors } from './booking-test-helpers';
import { auditRows, deskBook, deskContext, patientBook, statusOf } from './desk-test-helpers';

const SLOT_DAY = `query Day($doctorId: ID!, $date: String!) {
  slotDay(doctorId: $doctorId, date: $date) { reason slots { displayTime available } }
}`;
const BOOK = `mutation Book($input: BookAppointmentInput!) {
  bookAppointment(input: $input) { appointment { reference } }
}`;

describe("doctors' leave", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ rateLimitScale: 1000 });
  });
  afterAll(async () => {
    await removeTestDoctors(app.dataSource);
    await app.close();
  });

  const times = async (doctorId: string, date: string) => {
    const { data } = await graphql(app.url, SLOT_DAY, { doctorId, date });
    return data!.slotDay as { reason: string | null; slots: { displayTime: string }[] };
  };

  it('hides whole days at once, refuses bookings there, and lists the bookings inside it', async () => {
    const doctor = await createDoctor(app.dataSource);
    const date = clinicDate(5);
    const online = await patientBook(app.services, doctor.id, date, '10:00');
    const called = await deskBook(app.services, doctor.id, date, '15:00');
    const elsewhere = await deskBook(app.services, doctor.id, clinicDate(7), '10:00');

    const { leave, affected } = await app.services.doctorLeave.add(deskContext(), {
      doctorId: doctor.id,
      fromDate: date,
      toDate: clinicDate(6),
      reason: 'Conference',
    });
    expect(leave).toMatchObject({ fromDate: date, toDate: clinicDate(6), startTime: null });
    expect(affected.map((a) => a.reference)).toEqual([online.reference, called.reference]);
    expect(affected.map((a) => a.reference)).not.toContain(elsewhere.reference);
    // Never cancelled silently.
    expect((await statusOf(app.dataSource, online.reference)).status).toBe('PENDING');

    expect(await times(doctor.id, date)).toEqual({ reason: 'DAY_OFF', slots: [] });
    const rest = await fetch(
      `${app.url}/api/appointments/slots/${doctor.id}?date=${clinicDate(6)}`,
    );
    expect(await rest.json()).toMatchObject({ slots: [], reason: 'DAY_OFF' });
    const refused = await graphql(app.url, BOOK, {
      input: { doctorId: doctor.id, scheduledAt: at(date, '11:00'), patientInfo: patient() },
    });
    expect(refused.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    await expect(deskBook(app.services, doctor.id, date, '11:00')).rejects.toMatchObject({
      code: 'VALIDATION',
    });

    expect(await app.services.doctorLeave.list(deskContext(), doctor.id)).toHaveLength(1);
    await app.services.doctorLeave.remove(deskContext(), String(leave.id));
    expect((await times(doctor.id, clinicDate(6))).slots).toHaveLength(6);
    expect(
      (await auditRows(app.dataSource, 'doctor_leave', leave.id)).map((r) => r.action),
    ).toEqual(['leave.add', 'leave.remove']);
  });

  it('hides only the slots inside a time range', async () => {
    const doctor = await createDoctor(app.dataSource);
    const date = clinicDate(4);
    const inside = await patientBook(app.services, doctor.id, date, '14:00');
    const { affected } = await app.services.doctorLeave.add(deskContext(), {
      doctorId: doctor.id,
      fromDate: date,
      toDate: date,
      startTime: '13:30',
      endTime: '16:00',
    });
    expect(affected.map((a) => a.reference)).toEqual([inside.reference]);
    expect((await times(doctor.id, date)).slots.map((s) => s.displayTime)).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '16:00',
    ]);
    const refused = await graphql(app.url, BOOK, {
      input: { doctorId: doctor.id, scheduledAt: at(date, '15:00'), patientInfo: patient() },
    });
    expect(refused.errors![0].message).toMatch(/is on leave at that time/);
  });

  it.each([
    [{ fromDate: clinicDate(5), toDate: clinicDate(4) }, 'toDate'],
    [{ fromDate: clinicDate(-1), toDate: clinicDate(1) }, 'fromDate'],
    [
      { fromDate: clinicDate(4), toDate: clinicDate(5), startTime: '10:00', endTime: '11:00' },
      'toDate',
    ],
    [
      { fromDate: clinicDate(4), toDate: clinicDate(4), startTime: '11:00', endTime: '10:00' },
      'endTime',
    ],
    [{ fromDate: clinicDate(4), toDate: clinicDate(4), startTime: '11:00' }, 'endTime'],
  ])('refuses bad leave %j with a message, writing nothing', async (input, field) => {
    const doctor = await createDoctor(app.dataSource);
    await expect(
      app.services.doctorLeave.add(deskContext(), { doctorId: doctor.id, ...input }),
    ).rejects.toMatchObject({ code: 'VALIDATION', fields: { [field]: expect.any(String) } });
    expect(await app.services.doctorLeave.list(deskContext(), doctor.id)).toEqual([]);
  });
});
