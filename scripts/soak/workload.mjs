// The soak's patients, and the pharmacist working the order desk among them: what they ask for,
// how often, and which answers count as right.
//
// Every request is built just before it is sent (autocannon's setupRequest) from a weighted,
// seeded schedule, and every answer is read (onResponse): GraphQL `errors` in a 200 are failures,
// and the refusals a patient is meant to get (SLOT_TAKEN for a slot someone already holds,
// OUT_OF_STOCK once a scarce product is sold out) are counted apart from real errors, as are the
// pharmacist's steps the order machine refuses because the order has moved on meanwhile.

import { createHash, randomBytes } from 'node:crypto';

const DAY_MS = 86_400_000;
const IST_MS = 330 * 60_000;
const clinicDate = (days) =>
  new Date(Date.now() + IST_MS + days * DAY_MS).toISOString().slice(0, 10);

/** Clinic days a booking may fall on: clear of the 60-minute notice and the 60-day horizon. */
const FIRST_BOOKING_DAY = 2;
const LAST_BOOKING_DAY = 58;
const SCARCE_PRODUCTS = 3;
const SCARCE_STOCK = 40;
const PLENTY = 1_000_000;

const PAGES = [
  '/',
  '/services/online-consultation',
  '/diseases/piles',
  '/doctors',
  '/products',
  '/blog',
];
const PRODUCT_SEARCHES = ['relief', 'cream', 'ayur', 'sitz', 'tablet', 'zzzz-no-match'];
const BLOG_SEARCHES = ['fibre', 'piles diet', 'knee', 'hyd', 'पानी', 'zzzz-no-match'];
const SITE_SEARCHES = ['piles', 'fistula', 'knee pain', 'doctor', 'laser', 'hydrocele'];
const SORTS = ['NEWEST', 'PRICE_ASC', 'PRICE_DESC', 'NAME'];

const Q = {
  doctors:
    '{ doctors { id slug name specialization experienceYears isAvailable consultationFee } }',
  specializations: '{ specializations }',
  products: `query Products($search: String, $category: String, $sortBy: ProductSort!, $page: Int!) {
    products(search: $search, category: $category, sortBy: $sortBy, page: $page, pageSize: 24) {
      total items { id slug name price stock category { name } } } }`,
  post: `query BlogPost($slug: String!) {
    blogPost(slug: $slug) { id title content readingMinutes tags { name } relatedPosts { slug title } } }`,
  slots: `query AvailableSlots($doctorId: ID!, $date: String!) {
    availableSlots(doctorId: $doctorId, date: $date) { time displayTime available } }`,
  book: `mutation BookAppointment($input: BookAppointmentInput!) {
    bookAppointment(input: $input) { message appointment { reference status scheduledAt } } }`,
  placeOrder: `mutation PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) { id orderNumber totalAmount itemCount } }`,
  ordersByPhone: `query OrdersByPhone($phone: String!) {
    ordersByPhone(phone: $phone) { id status totalAmount itemCount } }`,
  appointment: `query Appointment($reference: String!, $phone: String!) {
    appointment(reference: $reference, phone: $phone) { reference status scheduledAt doctor { name } } }`,
  // The pharmacy desk's, on /staff/graphql.
  setOrderStatus: `mutation SetOrderStatus($orderNumber: String!, $status: OrderStatus!, $reason: String) {
    setOrderStatus(orderNumber: $orderNumber, status: $status, reason: $reason) { orderNumber status } }`,
  recordOrderPayment: `mutation RecordOrderPayment($orderNumber: String!, $payment: OrderPaymentInput!) {
    recordOrderPayment(orderNumber: $orderNumber, payment: $payment) {
      orderNumber status payment { amount collectedAt } } }`,
  deskOrder: `query DeskOrder($orderNumber: String!) {
    deskOrder(orderNumber: $orderNumber) { orderNumber status } }`,
};

/** A small seeded generator, so two soaks send the same mix. */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (rng, list) => list[Math.floor(rng() * list.length)];

/**
 * Patients come from many addresses (the server believes X-Forwarded-For, as behind its proxy),
 * so each stays far inside the per-client budgets while the abuser, from one, meets them.
 */
const PATIENT_ADDRESSES = 64;
const patientAddress = (n) => `10.40.0.${1 + (n % PATIENT_ADDRESSES)}`;
const phoneOf = (lead, n) => `${lead}${String(n % 1_000_000_000).padStart(9, '0')}`;

const gql = (query, variables) => ({
  method: 'POST',
  path: '/graphql',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query, variables }),
  graphql: true,
});
const get = (path) => ({ method: 'GET', path });

/**
 * The pharmacy desk: one pharmacist, signed in (a session row made in prepare) at the clinic's
 * own address, working orders along the one state machine (server/src/shop/order-transitions.ts).
 */
const DESK_ADDRESS = '10.41.0.1';
const STATUS_RANK = { PENDING: 0, PROCESSING: 1, SHIPPED: 2, DELIVERED: 3, CANCELLED: 3 };
const FINAL_STATUSES = new Set(['DELIVERED', 'CANCELLED']);
const NEXT_STEP = { PENDING: ['pack', 'PROCESSING'], PROCESSING: ['ship', 'SHIPPED'] };
const CANCEL_SHARE = 0.1;
const CANCEL_REASONS = [
  'The patient called to cancel the order.',
  'We could not reach the patient to confirm the address.',
  'The patient will collect the medicine from a nearer chemist.',
];

/** A staff operation as the desk's page sends it: its session cookie, from this site's origin. */
const staffGql = (state, query, variables) => ({
  method: 'POST',
  path: '/staff/graphql',
  headers: {
    'content-type': 'application/json',
    cookie: `staff_session=${state.desk.token}`,
    origin: state.desk.origin,
    'x-forwarded-for': DESK_ADDRESS,
  },
  body: JSON.stringify({ query, variables }),
  graphql: true,
});

/** An order's status as the desk last heard it; statuses only move forward. */
function heard(order, status) {
  if (STATUS_RANK[status] > STATUS_RANK[order.status]) order.status = status;
}

/**
 * The pharmacist's next step on `order`: look it up again after a refusal (someone else moved it),
 * pack a pending order, ship a packed one, take the cash at the door for one out for delivery
 * (which delivers it and issues its invoice); now and then cancel one not yet shipped, with a
 * reason the patient reads.
 */
function deskStep(state, order, rng) {
  const { orderNumber } = order;
  if (order.stale) return { step: 'look', ...staffGql(state, Q.deskOrder, { orderNumber }) };
  if (order.status === 'SHIPPED') {
    const amount = Math.round(Number(order.total) * 100) / 100;
    const payment = { method: 'CASH', amount };
    return { step: 'pay', ...staffGql(state, Q.recordOrderPayment, { orderNumber, payment }) };
  }
  if (rng() < CANCEL_SHARE) {
    const variables = { orderNumber, status: 'CANCELLED', reason: pick(rng, CANCEL_REASONS) };
    return { step: 'cancel', to: 'CANCELLED', ...staffGql(state, Q.setOrderStatus, variables) };
  }
  const [step, to] = NEXT_STEP[order.status];
  return { step, to, ...staffGql(state, Q.setOrderStatus, { orderNumber, status: to }) };
}

const postJson = (path, body, headers = {}) => ({
  method: 'POST',
  path,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** One to three lines of plentiful products; a product sold in sizes gets one of its sizes. */
function orderItems(rng, ids, sizes) {
  const lines = 1 + Math.floor(rng() * 3);
  const chosen = new Set();
  while (chosen.size < lines) chosen.add(pick(rng, ids));
  return [...chosen].map((productId) => ({
    productId,
    quantity: 1 + Math.floor(rng() * 3),
    ...(sizes.has(productId) ? { variantId: pick(rng, sizes.get(productId)) } : {}),
  }));
}

function orderInput(state, rng, items) {
  const n = state.nextOrder++;
  return {
    items,
    customerName: `Soak Patient ${n}`,
    customerEmail: `soak${n}@example.in`,
    customerPhone: phoneOf(8, n),
    shippingAddress: `${n} Station Road, Vidisha`,
    idempotencyKey: `soak-${state.runId}-${n}`,
  };
}

function bookingBody(state, slot) {
  const n = state.nextBooking++;
  return {
    doctorId: slot.doctorId,
    scheduledAt: slot.time,
    symptoms: 'Soak test',
    patientInfo: { firstName: 'Soak', lastName: `Patient ${n}`, phone: phoneOf(9, n) },
  };
}

/**
 * Each kind: its group in the summary, its share of requests (per 100), how to build one, and
 * what it records when it succeeds. `intended` lists the refusals that kind is meant to get;
 * `refusal`, when given, says whether one with such a code really is (and notes what it tells).
 */
export const KINDS = {
  home: { group: 'browse', weight: 4, build: () => ({ ...get('/'), html: true }) },
  page: {
    group: 'browse',
    weight: 3,
    build: (_s, rng) => ({ ...get(pick(rng, PAGES)), html: true }),
  },
  clinic: { group: 'browse', weight: 4, build: () => get('/api/clinic') },
  doctors: {
    group: 'browse',
    weight: 5,
    build: (_s, rng) => (rng() < 0.5 ? get('/api/doctors') : gql(Q.doctors)),
  },
  services: { group: 'browse', weight: 3, build: () => gql(Q.specializations) },
  categories: { group: 'browse', weight: 3, build: () => get('/api/categories') },
  products: {
    group: 'browse',
    weight: 5,
    build: (s, rng) =>
      gql(Q.products, {
        category: rng() < 0.5 ? 'all' : pick(rng, s.categories),
        sortBy: pick(rng, SORTS),
        page: 1,
      }),
  },
  product: {
    group: 'browse',
    weight: 3,
    build: (s, rng) => get(`/api/products/${pick(rng, s.productSlugs)}`),
  },
  blogs: { group: 'browse', weight: 4, build: () => get('/api/blogs') },
  post: {
    group: 'browse',
    weight: 4,
    build: (s, rng) =>
      rng() < 0.5
        ? get(`/api/blogs/${pick(rng, s.blogSlugs)}`)
        : gql(Q.post, { slug: pick(rng, s.blogSlugs) }),
  },
  'product-search': {
    group: 'search',
    weight: 5,
    build: (_s, rng) =>
      gql(Q.products, { search: pick(rng, PRODUCT_SEARCHES), sortBy: pick(rng, SORTS), page: 1 }),
  },
  'blog-search': {
    group: 'search',
    weight: 5,
    build: (_s, rng) => get(`/api/blogs?search=${encodeURIComponent(pick(rng, BLOG_SEARCHES))}`),
  },
  'site-search': {
    group: 'search',
    weight: 5,
    build: (_s, rng) => get(`/api/search?q=${encodeURIComponent(pick(rng, SITE_SEARCHES))}`),
  },
  slots: {
    group: 'slots',
    weight: 8,
    build: (s, rng) =>
      gql(Q.slots, {
        doctorId: pick(rng, s.doctorIds),
        date: clinicDate(Math.floor(rng() * 30)),
      }),
  },
  book: {
    group: 'book',
    weight: 9,
    build: (s, rng) => {
      const slot = s.freeSlots.pop();
      if (!slot) return undefined;
      const body = bookingBody(s, slot);
      // Both doors: the site's GraphQL and the REST API integrators use.
      return rng() < 0.5
        ? { ...gql(Q.book, { input: body }), slot, phone: body.patientInfo.phone }
        : { ...postJson('/api/appointments', body), slot, phone: body.patientInfo.phone };
    },
    record: (s, req, json) => {
      const appointment = req.graphql ? json.data.bookAppointment.appointment : json.appointment;
      if (!appointment?.reference) return 'no reference in the answer';
      s.bookings.push({ reference: appointment.reference, phone: req.phone, ...req.slot });
    },
  },
  'book-taken': {
    group: 'book',
    weight: 1,
    intended: ['SLOT_TAKEN'],
    // Someone else's confirmed slot: the patient must be told it is taken, never double-booked.
    build: (s, rng) => {
      if (s.bookings.length === 0) return undefined;
      const taken = pick(rng, s.bookings);
      return postJson('/api/appointments', bookingBody(s, taken));
    },
    record: () => 'a slot already booked was booked again',
  },
  order: {
    group: 'order',
    weight: 10,
    build: (s, rng) => {
      const input = orderInput(s, rng, orderItems(rng, s.plentiful, s.sizes));
      if (rng() < 0.5) return { ...gql(Q.placeOrder, { input }), input };
      const { idempotencyKey, ...body } = input;
      return { ...postJson('/api/orders', body, { 'idempotency-key': idempotencyKey }), input };
    },
    record: (s, req, json) => {
      const order = req.graphql ? json.data.placeOrder : json.order;
      if (!order?.orderNumber) return 'no order number in the answer';
      s.orders.push({
        // GraphQL answers the id as a string, REST as a number.
        id: String(order.id),
        orderNumber: order.orderNumber,
        total: order.totalAmount,
        input: req.input,
        // As the pharmacy desk last heard it (the pharmacist kind moves it along).
        status: 'PENDING',
      });
    },
  },
  'order-scarce': {
    group: 'order',
    weight: 2,
    intended: ['OUT_OF_STOCK'],
    build: (s, rng) => {
      const input = orderInput(s, rng, [
        { productId: pick(rng, s.scarce), quantity: 1 + Math.floor(rng() * 2) },
      ]);
      return { ...gql(Q.placeOrder, { input }), input };
    },
    record: (s, req, json) => KINDS.order.record(s, req, json),
  },
  'order-retry': {
    group: 'order',
    weight: 2,
    // A checkout retried with its idempotency key: the first order, never a second one.
    build: (s, rng) => {
      if (s.orders.length === 0) return undefined;
      const first = pick(rng, s.orders);
      return { ...gql(Q.placeOrder, { input: first.input }), first };
    },
    record: (_s, req, json) =>
      json.data.placeOrder.orderNumber === req.first.orderNumber
        ? undefined
        : `retry answered ${json.data.placeOrder.orderNumber}, not ${req.first.orderNumber}`,
  },
  'orders-by-phone': {
    group: 'lookup',
    weight: 3,
    build: (s, rng) => {
      if (s.orders.length === 0) return undefined;
      const order = pick(rng, s.orders);
      return { ...gql(Q.ordersByPhone, { phone: order.input.customerPhone }), order };
    },
    // By phone alone an order comes without its number; its id says which it is.
    record: (_s, req, json) =>
      json.data.ordersByPhone.some((o) => o.id === req.order.id)
        ? undefined
        : `${req.order.orderNumber} missing from its phone's orders`,
  },
  'order-lookup': {
    group: 'lookup',
    weight: 3,
    build: (s, rng) => {
      if (s.orders.length === 0) return undefined;
      const order = pick(rng, s.orders);
      const query = `phone=${order.input.customerPhone}&orderNumber=${order.orderNumber}`;
      return { ...get(`/api/orders/lookup?${query}`), order };
    },
    record: (_s, req, json) =>
      json.orders?.[0]?.orderNumber === req.order.orderNumber ? undefined : 'wrong order',
  },
  'appointment-lookup': {
    group: 'lookup',
    weight: 4,
    build: (s, rng) => {
      if (s.bookings.length === 0) return undefined;
      const booking = pick(rng, s.bookings);
      return {
        ...gql(Q.appointment, { reference: booking.reference, phone: booking.phone }),
        booking,
      };
    },
    record: (_s, req, json) =>
      json.data.appointment.reference === req.booking.reference ? undefined : 'wrong booking',
  },
  pharmacist: {
    group: 'desk',
    weight: 5,
    // Two steps on one order at once (two requests in flight, or housekeeping releasing a pending
    // order): the second is refused by the machine, the order having moved on.
    intended: ['CONFLICT', 'BAD_USER_INPUT'],
    build: (s, rng) => {
      const open = s.orders.filter((o) => !FINAL_STATUSES.has(o.status));
      if (open.length === 0) return undefined;
      // The desk mostly carries on with the orders it has in hand before taking a new one.
      const inHand = open.filter((o) => o.stale || o.status !== 'PENDING');
      const order = inHand.length > 0 && rng() < 0.7 ? pick(rng, inHand) : pick(rng, open);
      return { ...deskStep(s, order, rng), order };
    },
    // Only a step overtaken: the status (or the payment, once taken) is what the refusal names,
    // never the amount or the reason the pharmacist gave. The desk then looks at the order again.
    refusal: (_s, req, json) => {
      const { code, fields } = json.errors[0].extensions ?? {};
      const overtaken =
        req.step !== 'look' &&
        (Boolean(fields?.status) || (code === 'CONFLICT' && Boolean(fields?.orderNumber)));
      if (overtaken) req.order.stale = true;
      return overtaken;
    },
    record: (s, req, json) => {
      const answer =
        json.data.setOrderStatus ?? json.data.recordOrderPayment ?? json.data.deskOrder;
      if (answer?.orderNumber !== req.order.orderNumber) return 'the desk answered another order';
      if (req.step === 'pay' && (answer.status !== 'DELIVERED' || !answer.payment?.collectedAt)) {
        return `paid at the door, but ${answer.status} and ${answer.payment ? 'owed' : 'no payment'}`;
      }
      if (req.to && answer.status !== req.to) return `set ${req.to}, answered ${answer.status}`;
      if (req.step === 'look') req.order.stale = false;
      heard(req.order, answer.status);
      s.desk.steps[req.step] += 1;
    },
  },
};

/** The weighted kinds, spread out (seeded) so no kind comes in runs. */
export function schedule(seed) {
  const list = Object.entries(KINDS).flatMap(([name, kind]) => Array(kind.weight).fill(name));
  const rng = random(seed);
  for (let i = list.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

/**
 * The pharmacist's session, as signing in makes one (its row holds the token's SHA-256), so the
 * soak needs no password or second factor; answers the token its cookie carries.
 */
async function pharmacistSession(query) {
  const [{ id }] = await query(
    `INSERT INTO staff_account (email, name, role, password_hash)
     VALUES ('soak-pharmacist@clinic.test', 'Soak Pharmacist', 'pharmacy', '!no password: soak only')
     RETURNING id`,
  );
  const token = randomBytes(32).toString('base64url');
  await query(
    `INSERT INTO staff_session (id, staff_id, created_at, last_seen_at, ends_at, enrolment_only, address)
     VALUES ($1, $2, now(), now(), now() + interval '12 hours', false, '127.0.0.1')`,
    [createHash('sha256').update(token).digest('hex'), id],
  );
  return token;
}

/**
 * What the load needs before it starts: a doctor who consults all day (so bookings have room),
 * plenty of stock, a few scarce products, every free slot of every bookable doctor over the
 * booking horizon (shuffled across doctors and days), a pharmacist signed in at the order desk,
 * and a few orders and bookings placed through the API for the lookups to find from the first
 * second.
 */
export async function prepare({ query, baseUrl, seed }) {
  const plan = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    start: '00:00',
    end: '24:00',
    breaks: [],
  }));
  await query(
    `INSERT INTO doctor (slug, name, specialization, qualification, experience_years, bio,
       consultation_fee, slot_minutes, working_plan)
     VALUES ('soak-doctor', 'Dr. Soak', 'Proctology', 'MBBS', 5, 'Consults all day', 400, 10, $1)`,
    [JSON.stringify(plan)],
  );
  // A product sold in sizes holds the sum of its sizes' stock, so each size gets plenty.
  await query('UPDATE product_variant SET stock = $1', [PLENTY]);
  await query(
    `UPDATE product p SET stock = $1 * GREATEST(1, (SELECT count(*) FROM product_variant v
       WHERE v.product_id = p.id)) WHERE stock > 0`,
    [PLENTY],
  );
  await query(
    `INSERT INTO product (slug, name, description, price, images, category_id, stock)
     SELECT 'soak-scarce-' || g, 'Scarce product ' || g, 'Only a few made', 250 + g,
            ARRAY['/images/products/placeholder.svg'], (SELECT min(id) FROM category), $2
     FROM generate_series(1, $1::int) AS g`,
    [SCARCE_PRODUCTS, SCARCE_STOCK],
  );
  // Stock set straight into the tables enters the ledger as an adjustment, sizes first, so each
  // product's and size's stock stays the sum of its movements (an invariant checked at the end).
  await query(
    `INSERT INTO stock_movement (product_id, variant_id, kind, quantity, reason, by)
     SELECT v.product_id, v.id, 'ADJUSTMENT', v.stock - COALESCE(m.total, 0), 'Soak stock', 'soak'
     FROM product_variant v
     LEFT JOIN (SELECT variant_id, sum(quantity) AS total FROM stock_movement
                WHERE variant_id IS NOT NULL GROUP BY variant_id) m ON m.variant_id = v.id
     WHERE v.stock <> COALESCE(m.total, 0)`,
  );
  await query(
    `INSERT INTO stock_movement (product_id, kind, quantity, reason, by)
     SELECT p.id, 'ADJUSTMENT', p.stock - COALESCE(m.total, 0), 'Soak stock', 'soak'
     FROM product p
     LEFT JOIN (SELECT product_id, sum(quantity) AS total FROM stock_movement
                GROUP BY product_id) m ON m.product_id = p.id
     WHERE p.stock <> COALESCE(m.total, 0)`,
  );

  const doctorIds = (await query('SELECT id FROM doctor WHERE is_available ORDER BY id')).map(
    (row) => String(row.id),
  );
  // Prescription-only products need a prescription uploaded first: the patients here buy the rest.
  const products = await query(
    'SELECT id, slug, stock FROM product WHERE NOT prescription_only AND NOT hidden ORDER BY id',
  );
  const sizes = new Map();
  for (const row of await query('SELECT id, product_id FROM product_variant ORDER BY id')) {
    const productId = String(row.product_id);
    sizes.set(productId, [...(sizes.get(productId) ?? []), String(row.id)]);
  }
  const categories = (await query('SELECT slug FROM category ORDER BY id')).map((r) => r.slug);
  const blogs = await (await fetch(`${baseUrl}/api/blogs`)).json();

  const days = [];
  for (let d = FIRST_BOOKING_DAY; d <= LAST_BOOKING_DAY; d += 1) {
    for (const doctorId of doctorIds) days.push({ doctorId, date: clinicDate(d) });
  }
  const freeSlots = [];
  const fetchDay = async ({ doctorId, date }) => {
    const res = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: Q.slots, variables: { doctorId, date } }),
    });
    const json = await res.json();
    if (json.errors) throw new Error(`availableSlots: ${JSON.stringify(json.errors)}`);
    for (const slot of json.data.availableSlots) {
      if (slot.available) freeSlots.push({ doctorId, time: slot.time });
    }
  };
  for (let i = 0; i < days.length; i += 8) await Promise.all(days.slice(i, i + 8).map(fetchDay));
  const rng = random(seed + 1);
  for (let i = freeSlots.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng() * (i + 1));
    [freeSlots[i], freeSlots[j]] = [freeSlots[j], freeSlots[i]];
  }

  const state = {
    runId: `${Date.now().toString(36)}-${process.pid}`,
    doctorIds,
    categories,
    productSlugs: products.filter((p) => p.stock >= PLENTY).map((p) => p.slug),
    plentiful: products.filter((p) => p.stock >= PLENTY).map((p) => String(p.id)),
    sizes,
    scarce: products.filter((p) => p.slug.startsWith('soak-scarce-')).map((p) => String(p.id)),
    blogSlugs: blogs.blogs.map((b) => b.slug),
    freeSlots,
    slotsAtStart: freeSlots.length,
    nextOrder: 0,
    nextBooking: 0,
    bookings: [],
    orders: [],
    // Staff writes must come from this site's pages: the desk sends the server's own origin.
    desk: {
      token: await pharmacistSession(query),
      origin: baseUrl,
      steps: { look: 0, pack: 0, ship: 0, pay: 0, cancel: 0 },
    },
  };
  if (state.blogSlugs.length === 0) throw new Error('no published posts to read');
  return state;
}

/** Sends one request outside autocannon (the lookups' first targets), checked like the rest. */
export async function sendOnce(baseUrl, state, tally, kindName, rng) {
  const req = KINDS[kindName].build(state, rng);
  const res = await fetch(`${baseUrl}${req.path}`, {
    method: req.method,
    headers: {
      'x-forwarded-for': patientAddress(Math.floor(rng() * PATIENT_ADDRESSES)),
      ...req.headers,
    },
    body: req.body,
  });
  judge(state, tally, kindName, req, res.status, await res.text());
}

export function newTally() {
  const kinds = {};
  for (const [name, kind] of Object.entries(KINDS)) {
    kinds[name] = { group: kind.group, sent: 0, ok: 0, intended: {}, unexpected: 0, ms: [] };
  }
  // inFlight: sent and not yet answered; what is left at the end, the load generator hung up on.
  return { kinds, unexpectedSamples: [], skipped: {}, inFlight: new Set() };
}

/** Sorts one answer into ok, intended refusal or unexpected, and records a write's result. */
export function judge(state, tally, kindName, req, status, text, ms) {
  const kind = KINDS[kindName];
  const t = tally.kinds[kindName];
  t.sent += 1;
  if (ms !== undefined) t.ms.push(ms);
  let problem;
  let code;
  let json;
  if (req.html) {
    if (status !== 200 || !/<div id="root"/i.test(text)) problem = 'not the site page';
  } else {
    try {
      json = JSON.parse(text);
    } catch {
      problem = 'not JSON';
    }
    if (json && req.graphql) {
      code = json.errors?.[0]?.extensions?.code;
      if (json.errors || status !== 200) problem = json.errors?.[0]?.message ?? 'no data';
    } else if (json && (status < 200 || status >= 300)) {
      code = json.code;
      problem = json.error ?? `status ${status}`;
    }
  }
  if (
    problem &&
    code &&
    kind.intended?.includes(code) &&
    status < 500 &&
    (!kind.refusal || kind.refusal(state, req, json))
  ) {
    t.intended[code] = (t.intended[code] ?? 0) + 1;
    return;
  }
  if (!problem && kind.record) problem = kind.record(state, req, json);
  if (!problem) {
    t.ok += 1;
    return;
  }
  t.unexpected += 1;
  if (tally.unexpectedSamples.length < 10) {
    tally.unexpectedSamples.push({
      kind: kindName,
      status,
      code,
      problem,
      body: text.slice(0, 300),
    });
  }
}

/**
 * autocannon's one request definition: each connection asks setupRequest for its next request
 * (built from the schedule) and hands the answer to onResponse, with the same context object.
 */
export function autocannonRequests(state, tally, seed) {
  const order = schedule(seed);
  const rng = random(seed + 2);
  let next = 0;
  return [
    {
      setupRequest(req, context) {
        for (let attempt = 0; attempt < order.length; attempt += 1) {
          const kindName = order[next++ % order.length];
          const built = KINDS[kindName].build(state, rng);
          if (!built) {
            // Nothing to act on yet (or the calendar is full): the next kind in the schedule.
            tally.skipped[kindName] = (tally.skipped[kindName] ?? 0) + 1;
            continue;
          }
          context.kindName = kindName;
          context.req = built;
          context.sentAt = performance.now();
          built.kindName = kindName;
          tally.inFlight.add(built);
          return {
            ...req,
            method: built.method,
            path: built.path,
            headers: {
              ...req.headers,
              'x-forwarded-for': patientAddress(next),
              ...(built.headers ?? {}),
            },
            body: built.body ?? Buffer.alloc(0),
          };
        }
        throw new Error('no request could be built');
      },
      onResponse(status, body, context) {
        const ms = performance.now() - context.sentAt;
        tally.inFlight.delete(context.req);
        judge(state, tally, context.kindName, context.req, status, body, ms);
      },
    },
  ];
}
