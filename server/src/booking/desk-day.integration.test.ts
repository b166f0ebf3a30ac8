import { graphql as execute, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { RequestLoaders } from '../common/loaders';
import type { Actor } from '../common/request-context';
import { startTestApp, type TestApp } from '../test/test-app';
import { AppointmentStatus } from './appointment-status';
import { bookingDeskResolvers } from './booking-desk.resolvers';
import { clinicDate, createDoctor, removeTestDoctors } from './booking-test-helpers';
import { deskBook, deskContext, instant, patientBook } from './desk-test-helpers';

const DAY = `query Day($date: String) {
  deskDay(date: $date) {
    doctor { id name } date onLeave
    counts { booked confirmed arrived completed noShow cancelled freeSlots }
    appointments { reference status patientName patientPhone history { from to by } }
  }
}`;

describe('the desk’s reads', () => {
  let app: TestApp;
  let schema: GraphQLSchema;

  beforeAll(async () => {
    app = await startTestApp({ rateLimitScale: 1000 });
    // The staff schema is built elsewhere; this one holds only the booking desk, with a checker
    // that lets each operation's named roles in.
    schema = await buildSchema({
      resolvers: [...bookingDeskResolvers],
      authChecker: ({ context }, roles) => {
        const { actor } = (context as { request: { actor: Actor } }).request;
        return actor.kind !== 'patient' && roles.includes(actor.role);
      },
      validate: { forbidUnknownValues: false },
    });
  });
  afterAll(async () => {
    await removeTestDoctors(app.dataSource);
    await app.close();
  });

  const run = (query: string, variables: Record<string, unknown>, actor?: Actor, now?: Date) => {
    const request = deskContext(now, actor);
    return execute({
      schema,
      source: query,
      variableValues: variables,
      contextValue: {
        request,
        services: app.services,
        loaders: new RequestLoaders({ ...app.services, request }),
      },
    });
  };

  it('counts each doctor’s day and the free slots left', async () => {
    const doctor = await createDoctor(app.dataSource);
    const date = clinicDate(3);
    const online = await patientBook(app.services, doctor.id, date, '09:00', {
      symptoms: 'Private words',
    });
    await deskBook(app.services, doctor.id, date, '10:00');
    const cancelled = await deskBook(app.services, doctor.id, date, '11:00');
    await app.services.appointmentDesk.setStatus(
      deskContext(),
      cancelled.reference,
      AppointmentStatus.CANCELLED,
      'Asked to',
    );

    const answer = await run(DAY, { date });
    expect(answer.errors).toBeUndefined();
    const mine = (answer.data!.deskDay as { doctor: { id: string } }[]).find(
      (day) => day.doctor.id === doctor.id,
    );
    expect(mine).toMatchObject({
      date,
      onLeave: false,
      counts: {
        booked: 2,
        confirmed: 1,
        arrived: 0,
        completed: 0,
        noShow: 0,
        cancelled: 1,
        freeSlots: 4,
      },
      appointments: [
        {
          reference: online.reference,
          status: 'PENDING',
          patientName: 'Ravi V.',
          patientPhone: online.phone,
          history: [{ from: null, to: 'PENDING', by: 'patient' }],
        },
        { status: 'CONFIRMED' },
        { status: 'CANCELLED' },
      ],
    });
    expect(JSON.stringify(answer)).not.toContain('Private words');

    // Today by default: a slot already started is not free any more.
    const today = await app.services.deskReads.day(deskContext(instant(clinicDate(0), '10:30')));
    expect(today.find((d) => d.doctor.id === Number(doctor.id))!.counts.freeSlots).toBe(4);
  });

  it('finds bookings by reference, phone or name, and refuses a search too short', async () => {
    const doctor = await createDoctor(app.dataSource);
    const booking = await deskBook(app.services, doctor.id, clinicDate(2), '09:00', {
      firstName: 'Zubeida',
    });
    const find = (search: string) => app.services.deskReads.find(search);
    expect((await find(booking.reference.toLowerCase())).map((a) => a.reference)).toEqual([
      booking.reference,
    ]);
    expect((await find(booking.phone)).map((a) => a.reference)).toEqual([booking.reference]);
    expect((await find('zubeida kum')).map((a) => a.reference)).toContain(booking.reference);
    await expect(find('z')).rejects.toMatchObject({ code: 'VALIDATION' });
  });

  it('shows symptoms to that doctor alone, and turns other roles away', async () => {
    const doctor = await createDoctor(app.dataSource);
    const date = clinicDate(2);
    await patientBook(app.services, doctor.id, date, '09:00', { symptoms: 'Pain for a week' });
    const ownDoctor: Actor = {
      kind: 'staff',
      staffId: 9002,
      name: 'Dr Own',
      role: 'doctor',
      doctorId: Number(doctor.id),
    };
    const MY_DAY = `query M($date: String) { myDay(date: $date) { symptoms appointment { status } } }`;
    const mine = await run(MY_DAY, { date }, ownDoctor);
    expect(mine.data!.myDay).toEqual([
      { symptoms: 'Pain for a week', appointment: { status: 'PENDING' } },
    ]);
    const otherDoctor = { ...ownDoctor, doctorId: Number(doctor.id) + 100000 };
    expect((await run(MY_DAY, { date }, otherDoctor)).data!.myDay).toEqual([]);
    const admin: Actor = { ...ownDoctor, role: 'admin', doctorId: null };
    expect((await run(MY_DAY, { date }, admin)).errors).toBeDefined();
    const pharmacy: Actor = { ...ownDoctor, role: 'pharmacy', doctorId: null };
    expect((await run(DAY, { date }, pharmacy)).errors).toBeDefined();
  });
});
