import type { DataSource } from 'typeorm';
import { describeNeeding, withoutRealPostgres } from '../test/real-postgres';
import { graphql, type TestApp } from '../test/test-app';
import { AppointmentStatus } from './appointment-status';
import { clinicDate, createDoctor, startRaceApp } from './booking-test-helpers';
import { auditRows, deskBook, deskContext, instant } from './desk-test-helpers';

const PARALLEL = 12;

const QUEUE = `query Q($doctorSlug: String!) {
  queue(doctorSlug: $doctorSlug) { doctorName date nowSeeing next }
}`;

describeNeeding(withoutRealPostgres(), "today's queue on real PostgreSQL", () => {
  let app: TestApp;
  let dataSource: DataSource;

  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, dataSource, close } = await startRaceApp(PARALLEL));
  });
  afterAll(() => close());

  it('gives parallel arrivals and walk-ins the tokens 1..n, each once, and calls them in order', async () => {
    const doctor = await createDoctor(dataSource, {
      start: '00:00',
      end: '23:45',
      breaks: [],
      slotMinutes: 15,
    });
    const [{ slug }] = await dataSource.query(`SELECT slug FROM doctor WHERE id = $1`, [doctor.id]);
    const today = clinicDate(0);
    // Appointments later today (booked in the early morning), then all arrive at once.
    const booked = [];
    for (let i = 0; i < PARALLEL / 2; i += 1) {
      const hhmm = `${String(20 + Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`;
      booked.push(
        await deskBook(app.services, doctor.id, today, hhmm, {
          now: instant(today, '00:01'),
          firstName: `Patient${i}`,
        }),
      );
    }
    const arrivals = await Promise.all([
      ...booked.map((b) =>
        app.services.appointmentDesk
          .setStatus(deskContext(), b.reference, AppointmentStatus.ARRIVED)
          .then((a) => a.token!),
      ),
      ...Array.from({ length: PARALLEL / 2 }, (_, i) =>
        app.services.queue
          .addWalkIn(deskContext(), { doctorId: doctor.id, name: `Walker ${i}` })
          .then((entry) => entry.token),
      ),
    ]);
    expect([...arrivals].sort((a, b) => a - b)).toEqual(
      Array.from({ length: PARALLEL }, (_, i) => i + 1),
    );

    let queue = await app.services.queue.deskQueue(deskContext(), doctor.id);
    expect(queue.nowSeeing).toBeNull();
    expect(queue.waiting.map((e) => e.token)).toEqual(arrivals.sort((a, b) => a - b));
    // Two desks calling at once call two tokens, one after the other.
    await Promise.all([
      app.services.queue.callNext(deskContext(), doctor.id),
      app.services.queue.callNext(deskContext(), doctor.id),
    ]);
    queue = await app.services.queue.deskQueue(deskContext(), doctor.id);
    expect(queue.nowSeeing).toBe(2);
    expect(queue.done.map((e) => e.token)).toEqual([1]);
    expect(queue.waiting[0]).toMatchObject({ token: 2, status: 'CALLED' });
    expect(await auditRows(dataSource, 'queue_day', `${doctor.id}/${today}`)).toHaveLength(2);

    // The public answer: token numbers only, by both doors.
    const { data } = await graphql(app.url, QUEUE, { doctorSlug: slug });
    expect(data!.queue).toEqual({ doctorName: doctor.name, date: today, nowSeeing: 2, next: 3 });
    const rest = await fetch(`${app.url}/api/queue/${slug}`);
    expect(rest.headers.get('cache-control')).toBe('public, max-age=5');
    const text = await rest.text();
    expect(JSON.parse(text)).toEqual({
      doctorName: doctor.name,
      date: today,
      nowSeeing: 2,
      next: 3,
    });
    for (const secret of ['Patient', 'Walker', booked[0].phone, booked[0].reference]) {
      expect(text).not.toContain(secret);
      expect(JSON.stringify(data)).not.toContain(secret);
    }
    expect((await graphql(app.url, QUEUE, { doctorSlug: 'nobody-here' })).data!.queue).toBeNull();
    expect((await fetch(`${app.url}/api/queue/nobody-here`)).status).toBe(404);
  });

  it('refuses calling when nobody waits, without an audit row', async () => {
    const doctor = await createDoctor(dataSource);
    await expect(app.services.queue.callNext(deskContext(), doctor.id)).rejects.toMatchObject({
      code: 'VALIDATION',
    });
    expect(await auditRows(dataSource, 'queue_day', `${doctor.id}/${clinicDate(0)}`)).toEqual([]);
  });
});
