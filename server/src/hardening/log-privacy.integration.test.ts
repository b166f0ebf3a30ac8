import { randomInt, randomUUID } from 'node:crypto';
import { createDoctor, removeTestDoctors } from '../booking/booking-test-helpers';
import { newBookingReference } from '../booking/booking-reference';
import { createLogger } from '../common/logger';
import { startTestApp, type TestApp } from '../test/test-app';
import { send, type RawRequest } from './hostile-cases';

// What the running server writes to its log, read from its real pino destination, while a patient's
// phone, e-mail, name, address, order number and booking reference arrive through every door:
// REST query strings and paths, GraphQL GET (variables and literal arguments) and POST, a page.

const PHONE = `9${String(randomInt(1e8, 1e9))}`;
const EMAIL = `kavita.${randomUUID().slice(0, 6)}@example.in`;
const NAME = 'Kavita Logtest';
const ADDRESS = '45 Lake View Road, Sagar 470001';

async function waitUntil(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const graphqlGet = (query: string, variables?: unknown): RawRequest => {
  const params = new URLSearchParams({ query });
  if (variables !== undefined) params.set('variables', JSON.stringify(variables));
  return {
    method: 'GET',
    path: `/graphql?${params.toString()}`,
    headers: { 'apollo-require-preflight': 'true' },
  };
};

const graphqlPost = (query: string, variables: unknown): RawRequest => ({
  path: '/graphql',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query, variables }),
});

const get = (path: string): RawRequest => ({ method: 'GET', path });

const postJson = (path: string, body: unknown): RawRequest => ({
  path,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe('the server log, whatever door personal data comes through', () => {
  const written: string[] = [];
  let app: TestApp;
  let productId: string;
  let reference: string;

  const completed = () =>
    written.filter((line) => /"msg":"request (completed|errored)"/.test(line)).length;

  beforeAll(async () => {
    const logger = createLogger('info', { write: (line: string) => void written.push(line) });
    app = await startTestApp({ rateLimitScale: 1000 }, undefined, logger);
    const ds = app.dataSource;
    const [{ id: categoryId }] = await ds.query(`SELECT id FROM category LIMIT 1`);
    const name = `Log Test ${randomUUID().slice(0, 8)}`;
    [{ id: productId }] = await ds.query(
      `INSERT INTO product (slug, name, description, price, images, category_id, stock)
       VALUES ($1, $2, 'For tests', 120, '{}', $3, 100) RETURNING id`,
      [name.toLowerCase().replaceAll(' ', '-'), name, categoryId],
    );
    const doctor = await createDoctor(ds);
    reference = newBookingReference();
    const startsAt = new Date(Date.now() + 3 * 24 * 60 * 60_000);
    await ds.query(
      `INSERT INTO appointment (reference, doctor_id, starts_at, ends_at, status,
         patient_first_name, patient_phone, patient_email)
       VALUES ($1, $2, $3, $4, 'PENDING', 'Kavita', $5, $6)`,
      [reference, doctor.id, startsAt, new Date(startsAt.getTime() + 60 * 60_000), PHONE, EMAIL],
    );
  });

  afterAll(async () => {
    await removeTestDoctors(app.dataSource);
    await app.close();
  });

  it('never holds a phone, e-mail, name, address, order number or booking reference', async () => {
    const order = {
      customerName: NAME,
      customerEmail: EMAIL,
      customerPhone: PHONE,
      shippingAddress: ADDRESS,
      items: [{ productId: String(productId), quantity: 1 }],
    };
    const placed = await send(app.url, postJson('/api/orders', order));
    expect(placed.status).toBe(201);
    const orderNumber: string = placed.json.order.orderNumber;

    const requests: RawRequest[] = [
      // REST: query strings, paths, bodies, a path nobody serves, a search for a phone.
      get(`/api/orders/by-phone?phone=${PHONE}`),
      get(`/api/orders/lookup?phone=${PHONE}&orderNumber=${orderNumber}`),
      get(`/api/appointments/${reference}?phone=${PHONE}`),
      get(`/api/appointments/${reference.toLowerCase()}?phone=${PHONE}`),
      get(`/api/orders/by-phone/${PHONE}`),
      get(`/api/search?q=${PHONE.slice(0, 5)}%20${PHONE.slice(5)}`),
      get(`/appointments/manage?reference=${reference}&phone=${PHONE}`),
      // GraphQL GET: variables, literal arguments, a mutation GET refuses, a broken document.
      graphqlGet('query O($phone: String!) { ordersByPhone(phone: $phone) { id } }', {
        phone: PHONE,
      }),
      graphqlGet(`{ order(orderNumber: "${orderNumber}", phone: "${PHONE}") { status } }`),
      graphqlGet(`{ appointment(reference: "${reference}", phone: "${PHONE}") { status } }`),
      graphqlGet(`{ ordersByPhone(phone: ${PHONE}) { id } }`),
      graphqlGet(
        `mutation { cancelAppointment(reference: "${reference}", phone: "${PHONE}") { status } }`,
      ),
      graphqlGet(`{ ordersByPhone(phone: "${PHONE}`),
      graphqlGet('mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }', {
        input: order,
      }),
      // GraphQL POST.
      graphqlPost('query O($phone: String!) { ordersByPhone(phone: $phone) { id } }', {
        phone: PHONE,
      }),
      graphqlPost('mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }', {
        input: order,
      }),
      graphqlPost(
        'mutation B($input: BookAppointmentInput!) { bookAppointment(input: $input) { message } }',
        {
          input: {
            doctorId: '1',
            scheduledAt: 'soon',
            patientInfo: { firstName: NAME, phone: PHONE, email: EMAIL },
          },
        },
      ),
      postJson(`/api/appointments/${reference}/cancel`, { phone: PHONE }),
    ];
    for (const request of requests) await send(app.url, request);
    await waitUntil(() => completed() >= requests.length + 1);

    const log = written.join('');
    for (const secret of [
      PHONE,
      PHONE.slice(-7),
      EMAIL,
      NAME,
      'Lake View',
      orderNumber,
      reference,
    ]) {
      expect({ secret, found: log.includes(secret) }).toEqual({ secret, found: false });
    }
    expect(log).not.toMatch(/ORD-|APT-/i);

    // Every request was logged, with what is not personal left readable.
    const urls = written.map((line) => JSON.parse(line).req?.url).filter(Boolean);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/orders/by-phone?phone=***',
        '/api/orders/lookup?phone=***&orderNumber=***',
        '/api/appointments/***?phone=***',
        '/api/appointments/***/cancel',
        '/api/orders/by-phone/***',
        '/appointments/manage?reference=***&phone=***',
        '/api/orders',
        '/graphql',
      ]),
    );
    expect(urls.filter((url) => url.startsWith('/graphql?query='))).toHaveLength(7);
  });
});
