import { send, type HttpAnswer } from '../hardening/hostile-cases';
import { ORDER_LOOKUP_MESSAGES } from '../shop/order-lookup.service';
import { freshPhone } from '../test/phones';
import { graphql, startTestApp, type TestApp } from '../test/test-app';
import { APPOINTMENT_LOOKUP_MESSAGES as M } from './appointment-lookup.args';
import { at, clinicDate, createDoctor, removeTestDoctors } from './booking-test-helpers';

// "My Orders & Appointments" by phone alone: a phone's upcoming appointments show only date,
// time, doctor and status, under the same limits as its orders; the reference unlocks one.

const BOOK = `mutation Book($input: BookAppointmentInput!) {
  bookAppointment(input: $input) { appointment { reference scheduledAt } }
}`;

const BY_PHONE = `query AppointmentsByPhone($phone: String!) {
  appointmentsByPhone(phone: $phone) { startsAt scheduledAt endsAt doctorName status }
}`;

const BOTH = `query MyRecords($phone: String!) {
  ordersByPhone(phone: $phone) { id }
  appointmentsByPhone(phone: $phone) { scheduledAt }
}`;

let addressSeq = 0;
const freshAddress = () => `198.19.${Math.floor(addressSeq / 250)}.${(addressSeq++ % 250) + 1}`;

const ask = (app: TestApp, query: string, variables: Record<string, unknown>, address: string) =>
  send(app.url, {
    path: '/graphql',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ query, variables }),
  });

const restByPhone = (app: TestApp, phone: string, address: string) =>
  send(app.url, {
    method: 'GET',
    path: `/api/appointments/by-phone?phone=${phone}`,
    headers: { 'x-forwarded-for': address },
  });

function expectLimited(answer: HttpAnswer, message: string) {
  if (answer.json?.errors) {
    expect(answer.json.errors[0]).toMatchObject({
      message,
      extensions: { code: 'RATE_LIMITED' },
    });
    return;
  }
  expect(answer.status).toBe(429);
  expect(answer.json).toMatchObject({ success: false, error: message, code: 'RATE_LIMITED' });
}

describe('appointments by phone', () => {
  let booker: TestApp;
  let app: TestApp;
  let doctor: { id: string; name: string };

  async function bookFor(phone: string, date: string, time: string, firstName = 'Kavita') {
    const input = {
      doctorId: doctor.id,
      scheduledAt: at(date, time),
      symptoms: 'Private symptoms text',
      patientInfo: { firstName, lastName: 'Rao', email: 'kavita@example.in', phone },
    };
    const { data, errors } = await graphql(booker.url, BOOK, { input });
    expect(errors).toBeUndefined();
    return data!.bookAppointment.appointment as { reference: string; scheduledAt: string };
  }

  beforeAll(async () => {
    booker = await startTestApp({ rateLimitScale: 1000 });
    doctor = await createDoctor(booker.dataSource);
  });
  afterAll(async () => {
    await removeTestDoctors(booker.dataSource);
    await booker.close();
  });
  beforeEach(async () => {
    app = await startTestApp({ trustProxy: 1 }, booker.dataSource);
  });
  afterEach(async () => {
    await app.close();
  });

  it('lists upcoming appointments with date, time, doctor and status only', async () => {
    const phone = freshPhone();
    const later = await bookFor(phone, clinicDate(3), '10:00');
    const sooner = await bookFor(phone, clinicDate(2), '15:00');
    await bookFor(freshPhone(), clinicDate(2), '16:00'); // someone else's

    const answer = await ask(app, BY_PHONE, { phone }, freshAddress());
    expect(answer.json.errors).toBeUndefined();
    expect(answer.json.data.appointmentsByPhone).toEqual(
      [sooner, later].map((booked) => ({
        startsAt: new Date(booked.scheduledAt).toISOString(),
        scheduledAt: booked.scheduledAt,
        endsAt: new Date(new Date(booked.scheduledAt).getTime() + 60 * 60_000).toISOString(),
        doctorName: doctor.name,
        status: 'PENDING',
      })),
    );

    const rest = await restByPhone(app, phone, freshAddress());
    expect(rest.status).toBe(200);
    expect(rest.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(rest.json).toEqual({
      success: true,
      message: M.phoneOnly,
      appointments: [sooner, later].map((booked) => ({
        scheduledAt: booked.scheduledAt,
        endsAt: expect.any(String),
        doctorName: doctor.name,
        status: 'PENDING',
      })),
    });
    for (const text of [answer.text, rest.text]) {
      for (const secret of [sooner.reference, later.reference, 'Kavita', 'Rao', 'Private', phone]) {
        expect(text).not.toContain(secret);
      }
    }
  });

  it('leaves out appointments that have ended and shows cancelled ones as cancelled', async () => {
    const phone = freshPhone();
    const booked = await bookFor(phone, clinicDate(4), '09:00');
    const past = await bookFor(phone, clinicDate(5), '09:00');
    await booker.dataSource.query(
      `UPDATE appointment SET starts_at = now() - interval '2 days',
         ends_at = now() - interval '2 days' + interval '1 hour' WHERE reference = $1`,
      [past.reference],
    );
    const cancel = await graphql(
      booker.url,
      `
        mutation C($r: String!, $p: String!) {
          cancelAppointment(reference: $r, phone: $p) {
            status
          }
        }
      `,
      { r: booked.reference, p: phone },
    );
    expect(cancel.errors).toBeUndefined();
    const answer = await ask(app, BY_PHONE, { phone }, freshAddress());
    expect(answer.json.data.appointmentsByPhone).toEqual([
      expect.objectContaining({ scheduledAt: booked.scheduledAt, status: 'CANCELLED' }),
    ]);
  });

  it('answers a phone without appointments with the same status and shape', async () => {
    const answer = await ask(app, BY_PHONE, { phone: freshPhone() }, freshAddress());
    expect(answer.json).toEqual({ data: { appointmentsByPhone: [] } });
    const rest = await restByPhone(app, freshPhone(), freshAddress());
    expect(rest.status).toBe(200);
    expect(rest.json).toEqual({ success: true, appointments: [], message: M.phoneOnly });
  });

  it.each([
    ['', M.phone],
    ['98765', 'Please enter a valid 10-digit phone number'],
  ])('refuses the phone %j with a clear message', async (phone, message) => {
    const answer = await ask(app, BY_PHONE, { phone }, freshAddress());
    expect(answer.json.errors[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const rest = await restByPhone(app, phone, freshAddress());
    expect(rest.status).toBe(400);
    expect(rest.json).toMatchObject({ success: false, error: message, fields: { phone: message } });
  });

  it('counts under the order lookups limit: orders and appointments of a phone in one request are one lookup', async () => {
    const address = freshAddress();
    // Ten requests that each ask for both lists of one phone: ten lookups, all answered.
    for (let i = 0; i < 10; i += 1) {
      const answer = await ask(app, BOTH, { phone: freshPhone() }, address);
      expect(answer.json.errors).toBeUndefined();
    }
    // The eleventh lookup, of either kind and by either door, waits.
    expectLimited(
      await ask(app, BY_PHONE, { phone: freshPhone() }, address),
      ORDER_LOOKUP_MESSAGES.limited,
    );
    expectLimited(await restByPhone(app, freshPhone(), address), ORDER_LOOKUP_MESSAGES.limited);
    expectLimited(
      await send(app.url, {
        method: 'GET',
        path: `/api/orders/by-phone?phone=${freshPhone()}`,
        headers: { 'x-forwarded-for': address },
      }),
      ORDER_LOOKUP_MESSAGES.limited,
    );
  });

  it('counts every phone of one request: aliases cannot walk through phone numbers', async () => {
    const address = freshAddress();
    const aliases = Array.from(
      { length: 12 },
      (_, i) => `a${i}: appointmentsByPhone(phone: "${freshPhone()}") { status }`,
    );
    const answer = await ask(app, `query Walk { ${aliases.join(' ')} }`, {}, address);
    const refused = (answer.json.errors ?? []).filter(
      (e: { extensions: { code: string } }) => e.extensions.code === 'RATE_LIMITED',
    );
    // Twelve phones are twelve lookups: past the ten a minute, and the answer holds no list.
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(answer.json.data).toBeNull();
  });

  it('is stopped by the shared hourly budget of phone-only lookups', async () => {
    const budgeted = await startTestApp(
      { trustProxy: 1, phoneOnlyLookupsPerHour: 6 },
      booker.dataSource,
    );
    try {
      for (let i = 0; i < 3; i += 1) {
        expect((await restByPhone(budgeted, freshPhone(), freshAddress())).status).toBe(200);
        const orders = await send(budgeted.url, {
          method: 'GET',
          path: `/api/orders/by-phone?phone=${freshPhone()}`,
          headers: { 'x-forwarded-for': freshAddress() },
        });
        expect(orders.status).toBe(200);
      }
      expectLimited(
        await restByPhone(budgeted, freshPhone(), freshAddress()),
        ORDER_LOOKUP_MESSAGES.phoneOnlyBusy,
      );
      expectLimited(
        await ask(budgeted, BY_PHONE, { phone: freshPhone() }, freshAddress()),
        ORDER_LOOKUP_MESSAGES.phoneOnlyBusy,
      );
    } finally {
      await budgeted.close();
    }
  });
});
