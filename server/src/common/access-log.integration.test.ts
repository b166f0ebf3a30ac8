import { randomUUID } from 'node:crypto';
import { at, clinicDate, createDoctor, removeTestDoctors } from '../booking/booking-test-helpers';
import { send } from '../hardening/hostile-cases';
import { freshPhone } from '../test/phones';
import { startTestApp, type TestApp } from '../test/test-app';
import { createLogger } from './logger';

// What the log holds per request: one compact line (request id, method, masked path, status,
// time in ms), and bookings and orders as business events of their own, with no patient in them.

const NAME = 'Kavita Lineshape';
const EMAIL = `kavita.${randomUUID().slice(0, 6)}@example.in`;
const ADDRESS = '12 Lake View Road, Sagar 470001';

type Line = Record<string, unknown>;

async function waitUntil(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('access log and business events', () => {
  const written: string[] = [];
  const lines = () => written.map((line) => JSON.parse(line) as Line);
  const requestLines = () => lines().filter((line) => /^request /.test(String(line.msg)));
  let app: TestApp;
  let doctor: { id: string };
  let productId: string;
  const phone = freshPhone();

  beforeAll(async () => {
    const logger = createLogger('info', { write: (line: string) => void written.push(line) });
    app = await startTestApp({ rateLimitScale: 1000 }, undefined, logger);
    doctor = await createDoctor(app.dataSource);
    const [{ id: categoryId }] = await app.dataSource.query(`SELECT id FROM category LIMIT 1`);
    const name = `Log Test Product ${randomUUID().slice(0, 8)}`;
    const [row] = await app.dataSource.query(
      `INSERT INTO product (slug, name, description, price, images, category_id, stock)
       VALUES ($1, $2, 'For tests', 250, ARRAY['/images/products/test.svg'], $3, 100)
       RETURNING id`,
      [name.toLowerCase().replaceAll(' ', '-'), name, categoryId],
    );
    productId = String(row.id);
  });
  afterAll(async () => {
    await removeTestDoctors(app.dataSource);
    await app.close();
  });

  it('writes one compact line per request: id, method, masked path, status and ms', async () => {
    const before = written.length;
    const answer = await send(app.url, {
      method: 'GET',
      path: `/api/orders/by-phone?phone=${phone}`,
      headers: { 'x-request-id': 'req-line-shape-1' },
    });
    expect(answer.status).toBe(200);
    await waitUntil(() => requestLines().some((line) => line.reqId === 'req-line-shape-1'));
    const line = written.slice(before).find((text) => text.includes('req-line-shape-1'))!;
    const parsed = JSON.parse(line) as Line;
    expect(Object.keys(parsed).sort()).toEqual(
      ['level', 'msg', 'req', 'reqId', 'res', 'responseTime', 'time'].sort(),
    );
    expect(parsed).toMatchObject({
      level: 30,
      reqId: 'req-line-shape-1',
      req: { method: 'GET', url: '/api/orders/by-phone?phone=***' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
      msg: 'request completed',
    });
    expect(Object.keys(parsed.req as Line)).toEqual(['method', 'url']);
    expect(Object.keys(parsed.res as Line)).toEqual(['statusCode']);
    // Compact: no headers, no pid or hostname (it was about 1 KB with every response header).
    expect(line.length).toBeLessThan(300);
    expect(line).not.toContain(phone);
  });

  it('logs a booking made as its own line, with ids and no patient details', async () => {
    const before = written.length;
    const scheduledAt = at(clinicDate(3), '10:00');
    const body = {
      doctorId: Number(doctor.id),
      scheduledAt,
      symptoms: 'Private notes about pain',
      patientInfo: { firstName: NAME, lastName: 'Test', email: EMAIL, phone },
    };
    const booked = await send(app.url, {
      path: '/api/appointments',
      headers: { 'content-type': 'application/json', 'idempotency-key': `log-${randomUUID()}` },
      body: JSON.stringify(body),
    });
    expect(booked.status).toBe(201);
    const requestId = booked.headers.get('x-request-id');
    await waitUntil(() => lines().some((line) => line.event === 'booking made'));
    const event = lines().find((line) => line.event === 'booking made')!;
    expect(event).toEqual({
      level: 30,
      time: expect.any(Number),
      reqId: requestId,
      event: 'booking made',
      doctorId: Number(doctor.id),
      startsAt: scheduledAt,
      msg: `booking made doctorId=${doctor.id} startsAt=${scheduledAt}`,
    });
    const log = written.slice(before).join('');
    for (const secret of [phone, NAME, EMAIL, 'Private notes', 'APT-']) {
      expect({ secret, found: log.includes(secret) }).toEqual({ secret, found: false });
    }
  });

  it('logs an order placed as its own line, once, with ids and no customer details', async () => {
    const before = written.length;
    const key = `log-order-${randomUUID()}`;
    const order = {
      customerName: NAME,
      customerEmail: EMAIL,
      customerPhone: phone,
      shippingAddress: ADDRESS,
      items: [{ productId: Number(productId), quantity: 2 }],
    };
    const place = () =>
      send(app.url, {
        path: '/api/orders',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(order),
      });
    const placed = await place();
    expect(placed.status).toBe(201);
    // The same request again is a retry, not another order: no second event.
    expect((await place()).status).toBe(201);
    await waitUntil(() => requestLines().length > 0 && written.length - before >= 3);
    const events = written
      .slice(before)
      .map((text) => JSON.parse(text) as Line)
      .filter((line) => line.event === 'order placed');
    expect(events).toEqual([
      {
        level: 30,
        time: expect.any(Number),
        reqId: placed.headers.get('x-request-id'),
        event: 'order placed',
        orderId: placed.json.order.id,
        units: 2,
        total: 500,
        msg: `order placed orderId=${placed.json.order.id} units=2 total=500`,
      },
    ]);
    const log = written.slice(before).join('');
    for (const secret of [phone, NAME, EMAIL, 'Lake View', 'ORD-']) {
      expect({ secret, found: log.includes(secret) }).toEqual({ secret, found: false });
    }
  });
});
