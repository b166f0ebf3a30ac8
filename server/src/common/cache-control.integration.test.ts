import { randomUUID } from 'node:crypto';
import {
  at,
  clinicDate,
  createDoctor,
  patient,
  removeTestDoctors,
} from '../booking/booking-test-helpers';
import { startTestApp, type TestApp } from '../test/test-app';
import { testProduct } from '../test/shop-fixtures';

// Cache-Control as Apollo Server and the REST routes send it: public catalogue reads may be kept
// by any cache for a short while; personal answers, slots, writes and errors never are.

// Apollo Server writes the age first; REST writes the usual order.
const CONTENT = 'max-age=300, public';
const CATALOGUE = 'max-age=60, public';
const REST_CONTENT = 'public, max-age=300';
const REST_CATALOGUE = 'public, max-age=60';
const NO_STORE = 'no-store';
/** Never stored; lookups by phone alone are also never compressed (no-transform). */
const NEVER_STORED = /^no-store(, no-transform)?$/;

describe('Cache-Control', () => {
  let app: TestApp;
  let doctorId: string;
  let productSlug: string;
  let productId: string;
  let postSlug: string;
  let order: { orderNumber: string; phone: string };
  let booking: { reference: string; phone: string };

  const phone = `7${String(Date.now()).slice(-9)}`;

  beforeAll(async () => {
    app = await startTestApp({ rateLimitScale: 1000 });
    const seed = await post(
      `{ doctors { id } products(pageSize: 1) { items { id slug } } blogPosts(limit: 1) { slug } }`,
    );
    doctorId = seed.body.data.doctors[0].id;
    [{ id: productId, slug: productSlug }] = seed.body.data.products.items;
    [{ slug: postSlug }] = seed.body.data.blogPosts;

    // The order takes a product of this test's own: the catalogue's first may be sold in sizes.
    const ordered = await testProduct(app.dataSource, 5);
    const placed = await post(
      `mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { orderNumber } }`,
      {
        input: {
          items: [{ productId: ordered.id, quantity: 1 }],
          customerName: 'Asha Devi',
          customerEmail: 'asha@example.in',
          customerPhone: phone,
          shippingAddress: '12 Station Road, Vidisha 464001',
        },
      },
    );
    expect(placed.body.errors).toBeUndefined();
    expect(placed.cacheControl).toBe(NO_STORE);
    order = { orderNumber: placed.body.data.placeOrder.orderNumber, phone };

    const doctor = await createDoctor(app.dataSource);
    const booked = await post(
      `mutation B($input: BookAppointmentInput!) {
        bookAppointment(input: $input) { appointment { reference } } }`,
      {
        input: {
          doctorId: doctor.id,
          scheduledAt: at(clinicDate(5), '10:00'),
          patientInfo: patient({ phone }),
        },
      },
    );
    expect(booked.cacheControl).toBe(NO_STORE);
    booking = { reference: booked.body.data.bookAppointment.appointment.reference, phone };
  });

  afterAll(async () => {
    await removeTestDoctors(app.dataSource);
    await app.close();
  });

  interface Answer {
    status: number;
    cacheControl: string | null;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- checked by the tests
    body: any;
  }

  async function answer(response: Response): Promise<Answer> {
    return {
      status: response.status,
      cacheControl: response.headers.get('cache-control'),
      body: await response.json(),
    };
  }

  const post = async (query: string, variables: Record<string, unknown> = {}) =>
    answer(
      await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      }),
    );

  /** A GET as a CDN would see it; the header gets it past Apollo's CSRF prevention. */
  const get = async (query: string, variables: Record<string, unknown> = {}) =>
    answer(
      await fetch(
        `${app.url}/graphql?${new URLSearchParams({ query, variables: JSON.stringify(variables) })}`,
        { headers: { 'apollo-require-preflight': 'true' } },
      ),
    );

  const rest = async (path: string, init?: RequestInit) =>
    answer(await fetch(`${app.url}${path}`, init));

  describe('GraphQL public reads', () => {
    const reads: [string, () => [string, Record<string, unknown>], string][] = [
      [
        'clinic',
        () => ['{ clinic { name phones { number } hours { weekday opens } } }', {}],
        CONTENT,
      ],
      [
        'doctors',
        () => ['{ doctors { id name workingPlan { weekday breaks { start } } } }', {}],
        CONTENT,
      ],
      [
        'doctor',
        () => ['query D($id: ID) { doctor(id: $id) { name } }', { id: doctorId }],
        CONTENT,
      ],
      ['specializations', () => ['{ specializations }', {}], CONTENT],
      [
        'products',
        () => ['{ products(search: "a") { total items { name category { name count } } } }', {}],
        CATALOGUE,
      ],
      [
        'product',
        () => ['query P($s: String!) { product(slug: $s) { name } }', { s: productSlug }],
        CATALOGUE,
      ],
      ['categories', () => ['{ categories { name count } }', {}], CATALOGUE],
      ['blogPosts', () => ['{ blogPosts(search: "piles") { slug tags { name } } }', {}], CONTENT],
      [
        'blogPost with related posts',
        () => [
          'query B($s: String!) { blogPost(slug: $s) { title relatedPosts { slug tags { name } } } }',
          { s: postSlug },
        ],
        CONTENT,
      ],
      ['blogTags', () => ['{ blogTags { name } }', {}], CONTENT],
      [
        'search',
        () => [
          '{ search(q: "piles") { query conditions { path } doctors { title } posts { path } } }',
          {},
        ],
        CATALOGUE,
      ],
      [
        'the clinic and products together (the shorter age wins)',
        () => ['{ clinic { name } products { total } }', {}],
        CATALOGUE,
      ],
    ];

    it.each(reads)('%s: POST and GET', async (_name, operation, expected) => {
      const [query, variables] = operation();
      const posted = await post(query, variables);
      expect(posted.body.errors).toBeUndefined();
      expect(posted.cacheControl).toBe(expected);
      const got = await get(query, variables);
      expect(got.status).toBe(200);
      expect(got.body.errors).toBeUndefined();
      expect(got.cacheControl).toBe(expected);
    });
  });

  describe('GraphQL personal, changing or failed answers', () => {
    const uncached: [string, () => [string, Record<string, unknown>]][] = [
      [
        'ordersByPhone',
        () => ['query O($p: String!) { ordersByPhone(phone: $p) { orderNumber } }', { p: phone }],
      ],
      [
        'order',
        () => [
          'query O($n: String!, $p: String!) { order(orderNumber: $n, phone: $p) { items { name } } }',
          { n: order.orderNumber, p: order.phone },
        ],
      ],
      [
        'appointment',
        () => [
          'query A($r: String!, $p: String!) { appointment(reference: $r, phone: $p) { status doctor { name } } }',
          { r: booking.reference, p: booking.phone },
        ],
      ],
      [
        'availableSlots',
        () => [
          'query S($d: ID!, $date: String!) { availableSlots(doctorId: $d, date: $date) { time } }',
          { d: doctorId, date: clinicDate(3) },
        ],
      ],
      [
        'productsByIds (a cart)',
        () => [
          'query C($ids: [ID!]!) { productsByIds(ids: $ids) { price stock } }',
          { ids: [productId] },
        ],
      ],
      [
        'a public read beside a personal one',
        () => [
          'query M($p: String!) { doctors { name } ordersByPhone(phone: $p) { orderNumber } }',
          { p: phone },
        ],
      ],
    ];

    it.each(uncached)('%s: no-store over POST and GET', async (_name, operation) => {
      const [query, variables] = operation();
      const posted = await post(query, variables);
      expect(posted.body.errors).toBeUndefined();
      expect(posted.cacheControl).toMatch(NEVER_STORED);
      const got = await get(query, variables);
      expect(got.body.errors).toBeUndefined();
      expect(got.cacheControl).toMatch(NEVER_STORED);
    });

    it('does not store an error, even of a public read', async () => {
      const missing = await post('{ product(slug: "no-such-product") { name } }');
      expect(missing.body.errors[0].extensions.code).toBe('NOT_FOUND');
      expect(missing.cacheControl).toBe(NO_STORE);
      const bad = await get('{ search(q: "a") { query } }');
      expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(bad.cacheControl).toBe(NO_STORE);
    });

    it('never stores a mutation, whatever it returns', async () => {
      const subscribed = await post(
        'mutation N($e: String!) { subscribeNewsletter(email: $e) { subscribed } }',
        { e: `cache-${randomUUID().slice(0, 8)}@example.in` },
      );
      expect(subscribed.body.data.subscribeNewsletter.subscribed).toBe(true);
      expect(subscribed.cacheControl).toBe(NO_STORE);

      const cancelled = await post(
        'mutation C($r: String!, $p: String!) { cancelAppointment(reference: $r, phone: $p) { status } }',
        { r: booking.reference, p: booking.phone },
      );
      expect(cancelled.body.data.cancelAppointment.status).toBe('CANCELLED');
      expect(cancelled.cacheControl).toBe(NO_STORE);

      const refused = await post(
        'mutation F($input: FeedbackInput!) { submitFeedback(input: $input) { id } }',
        { input: { name: '', message: '' } },
      );
      expect(refused.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(refused.cacheControl).toBe(NO_STORE);
    });
  });

  describe('REST', () => {
    const publicReads: [string, () => string, string][] = [
      ['/api/clinic', () => '/api/clinic', REST_CONTENT],
      ['/api/doctors', () => '/api/doctors', REST_CONTENT],
      ['/api/doctors/:id', () => `/api/doctors/${doctorId}`, REST_CONTENT],
      [
        '/api/doctors/meta/specializations',
        () => '/api/doctors/meta/specializations',
        REST_CONTENT,
      ],
      ['/api/products', () => '/api/products?search=a', REST_CATALOGUE],
      ['/api/products/:slug', () => `/api/products/${productSlug}`, REST_CATALOGUE],
      ['/api/categories', () => '/api/categories', REST_CATALOGUE],
      ['/api/products/meta/categories', () => '/api/products/meta/categories', REST_CATALOGUE],
      ['/api/blogs', () => '/api/blogs?search=piles', REST_CONTENT],
      ['/api/blogs/:slug', () => `/api/blogs/${postSlug}`, REST_CONTENT],
      ['/api/blogs/meta/tags', () => '/api/blogs/meta/tags', REST_CONTENT],
      ['/api/search', () => '/api/search?q=piles', REST_CATALOGUE],
    ];

    it.each(publicReads)('GET %s is public for a short while', async (_name, path, expected) => {
      const { status, cacheControl } = await rest(path());
      expect(status).toBe(200);
      expect(cacheControl).toBe(expected);
    });

    const personal: [string, () => string][] = [
      ['/api/orders/by-phone', () => `/api/orders/by-phone?phone=${phone}`],
      [
        '/api/orders/lookup',
        () => `/api/orders/lookup?phone=${order.phone}&orderNumber=${order.orderNumber}`,
      ],
      [
        '/api/appointments/:reference',
        () => `/api/appointments/${booking.reference}?phone=${phone}`,
      ],
      [
        '/api/appointments/slots/:doctorId',
        () => `/api/appointments/slots/${doctorId}?date=${clinicDate(3)}`,
      ],
    ];

    it.each(personal)('GET %s is never stored', async (_name, path) => {
      const { status, cacheControl } = await rest(path());
      expect(status).toBe(200);
      expect(cacheControl).toMatch(NEVER_STORED);
    });

    it('never stores an error or a write', async () => {
      expect((await rest('/api/products/no-such-product')).cacheControl).toBe(NO_STORE);
      expect((await rest('/api/doctors/abc')).cacheControl).toBe(NO_STORE);
      expect((await rest('/api/no-such-route')).cacheControl).toBe(NO_STORE);
      const signup = await rest('/api/newsletter', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `cache-${randomUUID().slice(0, 8)}@example.in` }),
      });
      expect(signup.status).toBe(200);
      expect(signup.cacheControl).toBe(NO_STORE);
    });
  });
});
