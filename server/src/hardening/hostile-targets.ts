import { randomUUID } from 'node:crypto';
import { newBookingReference } from '../booking/booking-reference';
import { createDoctor, removeTestDoctors } from '../booking/booking-test-helpers';
import { clinicDateOf } from '../booking/slots';
import { startTestApp, type TestApp, type TestConfig } from '../test/test-app';
import { freshPhone } from '../test/phones';
import {
  accepted,
  graphqlRequest,
  jsonRequest,
  mutate,
  outcomeFor,
  refusalProblem,
  resolveValue,
  send,
  snapshot,
  without,
  type Door,
  type HttpAnswer,
  type Loose,
  type Mutation,
  type Outcome,
  type RawRequest,
} from './hostile-cases';

// Every write path of the API as a target of the hostile suites: a fresh valid body, the request
// each door makes of it, and how to read back what an accepted request stored.

type Body = Record<string, Loose>;

export interface WriteTarget {
  /** e.g. 'bookAppointment / POST /api/appointments' */
  name: string;
  mutation: string;
  restPath: string;
  /** Tables an accepted request may change. */
  tables: string[];
  valid(): Promise<Body>;
  request(door: Door, body: Body): RawRequest;
  /** For GraphQL malformations: the document and the variables of a valid body. */
  document: string;
  variables(body: Body): Record<string, unknown>;
  /** Asserts that what an accepted request stored is what was sent (trimmed, as the rules say). */
  verifyAccepted(door: Door, answer: HttpAnswer, body: Body): Promise<void>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** What the server stores for optional free text: trimmed, blank as null. */
const optionalText = (value: unknown) => text(value)?.trim() || null;

export const DOCUMENTS = {
  book: `mutation Book($input: BookAppointmentInput!) {
    bookAppointment(input: $input) { message appointment { reference status scheduledAt } }
  }`,
  cancel: `mutation Cancel($reference: String!, $phone: String!) {
    cancelAppointment(reference: $reference, phone: $phone) { reference status }
  }`,
  order: `mutation Place($input: PlaceOrderInput!) {
    placeOrder(input: $input) { orderNumber status totalAmount items { productId quantity unitPrice } }
  }`,
  contact: `mutation Send($input: ContactMessageInput!) {
    sendContactMessage(input: $input) { id title message }
  }`,
  feedback: `mutation Submit($input: FeedbackInput!) { submitFeedback(input: $input) { id message } }`,
  newsletter: `mutation Subscribe($email: String!) {
    subscribeNewsletter(email: $email) { subscribed message }
  }`,
} as const;

export interface Fixtures {
  app: TestApp;
  doctorId: string;
  unavailableDoctorId: string;
  /** Plenty of stock at a price with paise. */
  product: { id: string; price: number };
  second: { id: string; price: number };
  soldOut: { id: string };
  scarce: { id: string };
  /** The next free slot of the test doctor (15-minute slots, 06:00-22:00, every day). */
  nextSlot(): string;
  close(): Promise<void>;
}

const MINUTE_MS = 60_000;

/**
 * A test app that never rate-limits unless told (every hostile case must reach the rule it
 * tests), a doctor with thousands of slots and products of its own, so stock assertions are exact.
 */
export async function startFixtures(config: TestConfig = {}): Promise<Fixtures> {
  const app = await startTestApp({ rateLimitScale: 1e6, ...config });
  const ds = app.dataSource;
  const doctor = await createDoctor(ds, {
    slotMinutes: 15,
    start: '06:00',
    end: '22:00',
    breaks: [],
  });
  const unavailable = await createDoctor(ds, { isAvailable: false });
  const [{ id: categoryId }] = await ds.query(`SELECT id FROM category ORDER BY id LIMIT 1`);
  const product = async (stock: number, price: number) => {
    const name = `Hostile Test ${randomUUID().slice(0, 8)}`;
    const [row] = await ds.query(
      `INSERT INTO product (slug, name, description, price, images, category_id, stock)
       VALUES ($1, $2, 'For the hostile-input tests', $3, '{}', $4, $5) RETURNING id`,
      [name.toLowerCase().replaceAll(' ', '-'), name, price, categoryId, stock],
    );
    return { id: String(row.id), price };
  };

  // Slots from two days ahead (never too soon), 64 a day, so each case books a fresh one. The
  // first of a month is kept free: an impossible date (the 31st of a 30-day month) that the server
  // wrongly rolled over would land there and be booked, not refused as SLOT_TAKEN.
  let slot = 0;
  const start = Date.now() + 2 * 24 * 60 * MINUTE_MS;
  const nextSlot = (): string => {
    const day = clinicDateOf(new Date(start + Math.floor(slot / 64) * 24 * 60 * MINUTE_MS));
    if (day.endsWith('-01')) {
      slot += 64;
      return nextSlot();
    }
    const minutes = 6 * 60 + (slot % 64) * 15;
    slot += 1;
    const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
    const mm = String(minutes % 60).padStart(2, '0');
    return `${day}T${hh}:${mm}:00+05:30`;
  };

  return {
    app,
    doctorId: doctor.id,
    unavailableDoctorId: unavailable.id,
    product: await product(1_000_000, 185.5),
    second: await product(1_000_000, 449),
    soldOut: await product(0, 99),
    scarce: await product(2, 120),
    nextSlot,
    async close() {
      await ds.query(`DELETE FROM order_item WHERE product_id IN (
        SELECT id FROM product WHERE slug LIKE 'hostile-test-%')`);
      await ds.query(`DELETE FROM customer_order o WHERE NOT EXISTS (
        SELECT 1 FROM order_item i WHERE i.order_id = o.id)`);
      await ds.query(`DELETE FROM product WHERE slug LIKE 'hostile-test-%'`);
      await removeTestDoctors(ds);
      await app.close();
    },
  };
}

/** The reference (or order number) an accepted answer carries, whichever door it came through. */
function answered(door: Door, answer: HttpAnswer, graphqlPath: string[], restPath: string[]) {
  let value: Loose = door === 'graphql' ? answer.json?.data : answer.json;
  for (const part of door === 'graphql' ? graphqlPath : restPath) value = value?.[part];
  return value as string;
}

export function bookingTarget(f: Fixtures): WriteTarget {
  return {
    name: 'bookAppointment / POST /api/appointments',
    mutation: 'bookAppointment',
    restPath: '/api/appointments',
    // A booking made tells the patient and the clinic (the outbox).
    tables: ['appointment', 'appointment_status_change', 'outbox_message'],
    async valid() {
      return {
        doctorId: f.doctorId,
        scheduledAt: f.nextSlot(),
        symptoms: 'Pain when sitting',
        patientInfo: {
          firstName: 'Asha',
          lastName: 'Devi',
          email: 'asha@example.in',
          // Each case its own patient: one phone may hold only a few upcoming bookings.
          phone: freshPhone(),
        },
      };
    },
    document: DOCUMENTS.book,
    variables: (body) => ({ input: body }),
    request(door, body) {
      return door === 'graphql'
        ? graphqlRequest(DOCUMENTS.book, { input: body })
        : jsonRequest('/api/appointments', body);
    },
    async verifyAccepted(door, answer, body) {
      const reference = answered(
        door,
        answer,
        ['bookAppointment', 'appointment', 'reference'],
        ['appointment', 'reference'],
      );
      const [row] = await f.app.dataSource.query(
        `SELECT patient_first_name, patient_last_name, patient_email, patient_phone, symptoms,
           starts_at, status, doctor_id::text AS doctor_id FROM appointment WHERE reference = $1`,
        [reference],
      );
      const patient = (body.patientInfo ?? {}) as Body;
      expect(row).toEqual({
        patient_first_name: String(patient.firstName).trim(),
        patient_last_name: text(patient.lastName)?.trim() ?? '',
        patient_email: optionalText(patient.email)?.toLowerCase() ?? null,
        patient_phone: patient.phone,
        symptoms: optionalText(body.symptoms),
        starts_at: new Date(body.scheduledAt as string),
        status: 'PENDING',
        doctor_id: String(body.doctorId),
      });
      // Whatever else the body claimed (a reference, a status), the server chose its own.
      expect(reference).toMatch(/^APT-[A-Z2-9]{5}$/);
      // Its messages carry the reference and the time, never what the patient typed.
      const [{ params }] = await f.app.dataSource.query(
        `SELECT m.params FROM outbox_message m JOIN appointment a ON a.id = m.appointment_id
         WHERE a.reference = $1 AND m.template = 'booking_made'`,
        [reference],
      );
      expect(params).toMatchObject({ reference });
      for (const typed of [patient.firstName, patient.lastName, body.symptoms]) {
        if (typeof typed === 'string' && typed.trim().length >= 3) {
          expect(JSON.stringify(params)).not.toContain(JSON.stringify(typed.trim()).slice(1, -1));
        }
      }
    },
  };
}

/** Inserts a booking directly (fast), for the cancellation cases to aim at. */
async function insertBooking(f: Fixtures, phone: string): Promise<string> {
  const reference = newBookingReference();
  const startsAt = new Date(f.nextSlot());
  await f.app.dataSource.query(
    `INSERT INTO appointment (reference, doctor_id, starts_at, ends_at, status,
       patient_first_name, patient_phone)
     VALUES ($1, $2, $3, $4, 'PENDING', 'Asha', $5)`,
    [reference, f.doctorId, startsAt, new Date(startsAt.getTime() + 15 * MINUTE_MS), phone],
  );
  return reference;
}

export function cancelTarget(f: Fixtures): WriteTarget {
  const path = (body: Body) =>
    `/api/appointments/${encodeURIComponent(String(body.reference))}/cancel`;
  return {
    name: 'cancelAppointment / POST /api/appointments/:reference/cancel',
    mutation: 'cancelAppointment',
    restPath: '/api/appointments/APT-AAAAA/cancel',
    tables: ['appointment', 'appointment_status_change', 'outbox_message'],
    async valid() {
      const phone = '9123456780';
      return { reference: await insertBooking(f, phone), phone };
    },
    document: DOCUMENTS.cancel,
    variables: (body) => body,
    request(door, body) {
      if (door === 'graphql') return graphqlRequest(DOCUMENTS.cancel, body);
      const { reference: _reference, ...rest } = body;
      return jsonRequest(path(body), rest);
    },
    async verifyAccepted(door, answer, body) {
      const reference = answered(
        door,
        answer,
        ['cancelAppointment', 'reference'],
        ['appointment', 'reference'],
      );
      expect(reference).toBe(String(body.reference).trim().toUpperCase());
      const [row] = await f.app.dataSource.query(
        `SELECT status FROM appointment WHERE reference = $1`,
        [reference],
      );
      expect(row).toEqual({ status: 'CANCELLED' });
    },
  };
}

export function orderTarget(f: Fixtures): WriteTarget {
  return {
    name: 'placeOrder / POST /api/orders',
    mutation: 'placeOrder',
    restPath: '/api/orders',
    // An order placed writes its confirmation and the clinic's alert to the outbox too.
    tables: [
      'customer_order',
      'order_item',
      'order_status_change',
      'product',
      'stock_movement',
      'outbox_message',
    ],
    async valid() {
      return {
        customerName: 'Asha Devi',
        customerEmail: 'asha@example.in',
        // Each case its own patient: one phone may place only a few orders a day.
        customerPhone: freshPhone(),
        shippingAddress: '12 Station Road, Vidisha 464001',
        items: [{ productId: f.product.id, quantity: 1 }],
        notes: 'Please ring twice',
      };
    },
    document: DOCUMENTS.order,
    variables: (body) => ({ input: body }),
    request(door, body) {
      return door === 'graphql'
        ? graphqlRequest(DOCUMENTS.order, { input: body })
        : jsonRequest('/api/orders', body);
    },
    async verifyAccepted(door, answer, body) {
      const orderNumber = answered(
        door,
        answer,
        ['placeOrder', 'orderNumber'],
        ['order', 'orderNumber'],
      );
      const ds = f.app.dataSource;
      const [order] = await ds.query(
        `SELECT id, customer_name, customer_email, customer_phone, shipping_address, notes,
           total_amount::float AS total, status FROM customer_order WHERE order_number = $1`,
        [orderNumber],
      );
      const lines = (await ds.query(
        `SELECT product_id::text AS product_id, quantity, unit_price::float AS unit_price
         FROM order_item WHERE order_id = $1 ORDER BY product_id`,
        [order.id],
      )) as { product_id: string; quantity: number; unit_price: number }[];
      const prices = new Map([
        [f.product.id, f.product.price],
        [f.second.id, f.second.price],
      ]);
      const wanted = new Map<string, number>();
      const items = Array.isArray(body.items) ? body.items : [body.items];
      for (const item of items as { productId: unknown; quantity: number }[]) {
        const id = String(item.productId);
        wanted.set(id, (wanted.get(id) ?? 0) + item.quantity);
      }
      // Prices and totals come from the database whatever the body said.
      expect(lines).toEqual(
        [...wanted]
          .sort(([a], [b]) => Number(a) - Number(b))
          .map(([id, quantity]) => ({
            product_id: id,
            quantity,
            unit_price: prices.get(id),
          })),
      );
      const total = lines.reduce((sum, l) => sum + Math.round(l.unit_price * 100) * l.quantity, 0);
      expect(order).toEqual({
        id: order.id,
        customer_name: String(body.customerName).trim(),
        // Optional: none is stored empty.
        customer_email: typeof body.customerEmail === 'string' ? body.customerEmail.trim() : '',
        customer_phone: body.customerPhone,
        shipping_address: String(body.shippingAddress).trim(),
        notes: optionalText(body.notes),
        total: total / 100,
        status: 'PENDING',
      });
      expect(orderNumber).toMatch(/^ORD-\d{8}-\d{4}$/);
    },
  };
}

export function contactTarget(f: Fixtures): WriteTarget {
  return {
    name: 'sendContactMessage / POST /api/contact',
    mutation: 'sendContactMessage',
    restPath: '/api/contact',
    tables: ['contact_message', 'outbox_message'],
    async valid() {
      return {
        name: 'Asha Devi',
        email: 'asha@example.in',
        phone: '9876543210',
        subject: 'Clinic timings',
        message: 'Are you open on Sunday mornings?',
      };
    },
    document: DOCUMENTS.contact,
    variables: (body) => ({ input: body }),
    request(door, body) {
      return door === 'graphql'
        ? graphqlRequest(DOCUMENTS.contact, { input: body })
        : jsonRequest('/api/contact', body);
    },
    async verifyAccepted(door, answer, body) {
      const id = answered(door, answer, ['sendContactMessage', 'id'], ['id']);
      const [row] = await f.app.dataSource.query(
        `SELECT name, email, phone, subject, message FROM contact_message WHERE id = $1`,
        [id],
      );
      expect(row).toEqual({
        name: String(body.name).trim(),
        email: String(body.email).trim().toLowerCase(),
        phone: text(body.phone) || null,
        subject: String(body.subject).trim(),
        message: String(body.message).trim(),
      });
    },
  };
}

export function feedbackTarget(f: Fixtures): WriteTarget {
  return {
    name: 'submitFeedback / POST /api/feedback',
    mutation: 'submitFeedback',
    restPath: '/api/feedback',
    tables: ['feedback'],
    async valid() {
      return { name: 'Asha Devi', condition: 'Piles', message: 'Kind doctors.', rating: 4 };
    },
    document: DOCUMENTS.feedback,
    variables: (body) => ({ input: body }),
    request(door, body) {
      return door === 'graphql'
        ? graphqlRequest(DOCUMENTS.feedback, { input: body })
        : jsonRequest('/api/feedback', body);
    },
    async verifyAccepted(door, answer, body) {
      const id = answered(door, answer, ['submitFeedback', 'id'], ['id']);
      const [row] = await f.app.dataSource.query(
        `SELECT name, condition, message, rating FROM feedback WHERE id = $1`,
        [id],
      );
      const rating = body.rating;
      expect(row).toEqual({
        name: String(body.name).trim(),
        condition: optionalText(body.condition),
        message: String(body.message).trim(),
        rating:
          rating === undefined || rating === null || rating === '' ? 5 : Number(String(rating)),
      });
    },
  };
}

export function newsletterTarget(f: Fixtures): WriteTarget {
  return {
    name: 'subscribeNewsletter / POST /api/newsletter',
    mutation: 'subscribeNewsletter',
    restPath: '/api/newsletter',
    tables: ['newsletter_signup'],
    async valid() {
      return { email: `hostile-${randomUUID().slice(0, 8)}@example.in` };
    },
    document: DOCUMENTS.newsletter,
    variables: (body) => body,
    request(door, body) {
      return door === 'graphql'
        ? graphqlRequest(DOCUMENTS.newsletter, body)
        : jsonRequest('/api/newsletter', body);
    },
    async verifyAccepted(door, answer, body) {
      const subscribed =
        door === 'graphql'
          ? answer.json.data.subscribeNewsletter.subscribed
          : answer.json.subscribed;
      expect(subscribed).toBe(true);
      const rows = await f.app.dataSource.query(
        `SELECT email FROM newsletter_signup WHERE email = $1`,
        [String(body.email).trim().toLowerCase()],
      );
      expect(rows).toHaveLength(1);
    },
  };
}

export function allTargets(f: Fixtures): WriteTarget[] {
  return [
    bookingTarget(f),
    cancelTarget(f),
    orderTarget(f),
    contactTarget(f),
    feedbackTarget(f),
    newsletterTarget(f),
  ];
}

/**
 * Sends one request and asserts its outcome: a clear refusal with the database untouched, or an
 * acceptance that stored exactly what was sent and changed no other table.
 */
export async function expectOutcome(
  f: Fixtures,
  target: WriteTarget,
  door: Door,
  request: RawRequest,
  outcome: Outcome,
  body: Body | undefined,
  field?: string,
): Promise<HttpAnswer> {
  const before = await snapshot(f.app.dataSource);
  const answer = await send(f.app.url, request);
  const after = await snapshot(f.app.dataSource);
  const took = accepted(door, answer);
  if (outcome === 'accept' || (outcome === 'either' && took)) {
    expect({ status: answer.status, took, answer: took ? '' : answer.text.slice(0, 400) }).toEqual({
      status: answer.status,
      took: true,
      answer: '',
    });
    expect(answer.status).toBeLessThan(300);
    if (body) await target.verifyAccepted(door, answer, body);
    expect(without(after, target.tables)).toEqual(without(before, target.tables));
  } else {
    expect({ refusal: refusalProblem(door, answer, field) }).toEqual({ refusal: undefined });
    expect(after).toEqual(before);
  }
  return answer;
}

export const DOORS: Door[] = ['graphql', 'rest'];

/**
 * One describe block per write path: every mutation of its valid body, through both doors. The
 * title carries the number of cases, so the run reports how many were thrown.
 */
export function describeMutations(
  title: string,
  makeTarget: (fixtures: Fixtures) => WriteTarget,
  mutations: Mutation[],
): void {
  describe(`${title}: ${mutations.length * DOORS.length} hostile cases`, () => {
    let f: Fixtures;
    let target: WriteTarget;
    beforeAll(async () => {
      f = await startFixtures();
      target = makeTarget(f);
    });
    afterAll(async () => {
      await f.close();
    });

    describe.each(DOORS)('through %s', (door) => {
      it.each(mutations.map((m) => [`${m.path}: ${m.label}`, m] as const))(
        '%s',
        async (_title, m) => {
          const valid = await target.valid();
          const body = mutate(valid, m.path, resolveValue(m.value, f, valid));
          const outcome = outcomeFor(m.outcome, door);
          await expectOutcome(f, target, door, target.request(door, body), outcome, body, m.field);
        },
      );
    });
  });
}

/** A GraphQL request that is wrong before any input rule runs. */
export interface GraphqlMalformation {
  label: string;
  request(target: WriteTarget, body: Body): RawRequest;
  /** Refused unless said otherwise. */
  outcome?: Outcome;
}

const post = (payload: unknown): RawRequest => ({
  path: '/graphql',
  headers: { 'content-type': 'application/json' },
  body: typeof payload === 'string' ? payload : JSON.stringify(payload),
});

/** The document's operation with its variable definitions and `$x` replaced by `literal`. */
const inlined = (target: WriteTarget, literal: string) =>
  target.document.replace(/^mutation \w+\([^)]*\)/, 'mutation').replace(/\$\w+/g, literal);

/** The mutation field with its selection, e.g. `bookAppointment(input: $input) { ... }`. */
const fieldOf = (target: WriteTarget) =>
  target.document.slice(target.document.indexOf(target.mutation), target.document.lastIndexOf('}'));

const variableDefinitions = (target: WriteTarget) =>
  /^mutation \w+(\([^)]*\))/.exec(target.document)![1];

export const GRAPHQL_MALFORMATIONS: GraphqlMalformation[] = [
  {
    label: 'a syntax error',
    request: (t, b) => post({ query: t.document.slice(0, -8), variables: t.variables(b) }),
  },
  {
    label: 'an unknown field selected',
    request: (t, b) =>
      post({
        query: t.document.replace(/\)\s*\{/, ') { passwordHash '),
        variables: t.variables(b),
      }),
  },
  {
    label: 'an unknown argument',
    request: (t, b) =>
      post({
        query: t.document.replace(`${t.mutation}(`, `${t.mutation}(admin: true, `),
        variables: t.variables(b),
      }),
  },
  { label: 'no variables', request: (t) => post({ query: t.document }) },
  {
    label: 'variables as a string',
    request: (t, b) => post({ query: t.document, variables: JSON.stringify(t.variables(b)) }),
  },
  {
    label: 'variables as a list',
    request: (t, b) => post({ query: t.document, variables: [t.variables(b)] }),
  },
  {
    label: 'every variable null',
    request: (t, b) =>
      post({
        query: t.document,
        variables: Object.fromEntries(Object.keys(t.variables(b)).map((k) => [k, null])),
      }),
  },
  {
    label: 'every variable a number',
    request: (t, b) =>
      post({
        query: t.document,
        variables: Object.fromEntries(Object.keys(t.variables(b)).map((k) => [k, 42])),
      }),
  },
  {
    label: 'every variable a list of its valid value',
    request: (t, b) =>
      post({
        query: t.document,
        variables: Object.fromEntries(Object.entries(t.variables(b)).map(([k, v]) => [k, [v]])),
      }),
  },
  {
    label: 'variables declared with the wrong type',
    request: (t, b) =>
      post({
        query: t.document.replace(/(\$\w+): [\w!]+/g, '$1: Boolean'),
        variables: t.variables(b),
      }),
  },
  {
    label: 'inline arguments of the wrong type',
    request: (t) => post({ query: inlined(t, '42') }),
  },
  {
    label: 'inline arguments as enum values',
    request: (t) => post({ query: inlined(t, 'DROP_TABLE') }),
  },
  {
    label: 'sent as a query operation',
    request: (t, b) =>
      post({ query: t.document.replace(/^mutation/, 'query'), variables: t.variables(b) }),
  },
  {
    label: 'sent as a subscription',
    request: (t, b) =>
      post({ query: t.document.replace(/^mutation/, 'subscription'), variables: t.variables(b) }),
  },
  {
    label: 'an unknown operationName',
    request: (t, b) =>
      post({ query: t.document, variables: t.variables(b), operationName: 'Nope' }),
  },
  {
    label: 'operationName as a number',
    request: (t, b) => post({ query: t.document, variables: t.variables(b), operationName: 7 }),
  },
  {
    label: 'two operations and no operationName',
    request: (t, b) =>
      post({
        query: `${t.document}\n${t.document.replace(/^mutation (\w+)/, 'mutation $1Again')}`,
        variables: t.variables(b),
      }),
  },
  {
    label: 'the mutation under 16 aliases',
    request: (t, b) =>
      post({
        query: `mutation Many${variableDefinitions(t)} { ${Array.from(
          { length: 16 },
          (_, i) => `a${i}: ${fieldOf(t)}`,
        ).join(' ')} }`,
        variables: t.variables(b),
      }),
  },
  {
    label: 'an unknown directive',
    request: (t, b) =>
      post({
        query: t.document.replace(/\)\s*\{/, ') @admin {'),
        variables: t.variables(b),
      }),
  },
  {
    label: '@skip with a string condition',
    request: (t, b) =>
      post({
        query: t.document.replace(/\)\s*\{/, ') @skip(if: "no") {'),
        variables: t.variables(b),
      }),
  },
  {
    label: 'a cycle of fragments',
    request: (t, b) =>
      post({
        query: `${t.document.replace(/\)\s*\{/, ') { ...A ')}
          fragment A on Mutation { ...B } fragment B on Mutation { ...A }`,
        variables: t.variables(b),
      }),
  },
  {
    label: 'more than 1,000 tokens',
    request: (t, b) =>
      post({
        query: t.document.replace(/\)\s*\{/, `) { ${'__typename '.repeat(1001)}`),
        variables: t.variables(b),
      }),
  },
  {
    label: 'a 1 MB document',
    request: (t, b) =>
      post({ query: `${t.document}\n# ${'x'.repeat(1024 * 1024)}`, variables: t.variables(b) }),
  },
  {
    label: 'a batch of two operations',
    request: (t, b) =>
      post([
        { query: t.document, variables: t.variables(b) },
        { query: t.document, variables: t.variables(b) },
      ]),
  },
  { label: 'a query that is a number', request: () => post({ query: 42 }) },
  { label: 'no query at all', request: (t, b) => post({ variables: t.variables(b) }) },
  { label: 'malformed JSON', request: () => post('{"query": "mutation {') },
  {
    label: 'an unknown persisted query hash',
    request: (t, b) =>
      post({
        variables: t.variables(b),
        extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } },
      }),
  },
  {
    label: 'a persisted query hash that does not match',
    request: (t, b) =>
      post({
        query: t.document,
        variables: t.variables(b),
        extensions: { persistedQuery: { version: 1, sha256Hash: 'b'.repeat(64) } },
      }),
  },
  {
    // An unknown variable is ignored; what matters is that no object's prototype changes.
    label: 'a "__proto__" key among the variables',
    request: (t, b) =>
      post(
        JSON.stringify({ query: t.document, variables: t.variables(b) }).replace(
          '"variables":{',
          '"variables":{"__proto__":{"polluted":true},',
        ),
      ),
    outcome: 'either',
  },
  {
    label: 'a "__proto__" key inside an input object',
    request: (t, b) => {
      const variables = t.variables(b);
      const text = JSON.stringify({ query: t.document, variables });
      return post(
        'input' in variables
          ? text.replace('"input":{', '"input":{"__proto__":{"polluted":true},')
          : text.replace('"variables":{', '"variables":{"__proto__":{"polluted":true},'),
      );
    },
    outcome: 'either',
  },
  {
    label: 'the operation as text/plain (CSRF)',
    request: (t, b) => ({
      path: '/graphql',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: t.document, variables: t.variables(b) }),
    }),
  },
  {
    label: 'the operation form-encoded (CSRF)',
    request: (t, b) => ({
      path: '/graphql',
      body: new URLSearchParams({
        query: t.document,
        variables: JSON.stringify(t.variables(b)),
      }),
    }),
  },
  {
    label: 'the document as application/graphql',
    request: (t) => ({
      path: '/graphql',
      headers: { 'content-type': 'application/graphql' },
      body: t.document,
    }),
  },
  {
    label: 'a GET of the mutation (CSRF)',
    request: (t, b) => ({
      method: 'GET',
      path: `/graphql?${new URLSearchParams({
        query: t.document,
        variables: JSON.stringify(t.variables(b)),
      })}`,
    }),
  },
  {
    label: 'a GET of the mutation with the preflight header',
    request: (t, b) => ({
      method: 'GET',
      path: `/graphql?${new URLSearchParams({
        query: t.document,
        variables: JSON.stringify(t.variables(b)),
      })}`,
      headers: { 'apollo-require-preflight': 'true' },
    }),
  },
];
