// The pharmacy desk's board (the console's OrderBoard on /staff/graphql) over 200,000 orders of
// some 400 days (500 a day, one to three lines each): the open ones (pending, being packed, out
// for delivery) are the last few hours', older ones delivered (paid, the last day's still owed)
// or cancelled. A signed-in pharmacist at 10 connections moves between the tabs, the owed list,
// a day's delivered orders and a payment method, as the desk does. Issue 19's target: p95 ≤ 30 ms.
import { staffSession } from '../data/staff-session.mjs';

const ORDERS = 200_000;
/** 400 days of orders, newest first: order n was placed n x 172.8 s ago. */
const SPACING_SECONDS = (400 * 86_400) / ORDERS;
const DAY_MS = 86_400_000;
const IST_MS = 330 * 60_000;

const QUERY = `query OrderBoard($status: OrderStatus, $owed: Boolean, $search: String, $day: String,
    $paymentMethod: PaymentMethod, $page: Int) {
  orderBoard(status: $status, owed: $owed, search: $search, day: $day,
      paymentMethod: $paymentMethod, page: $page) {
    counts { pending processing shipped delivered cancelled }
    owed { count total }
    page hasMore
    orders {
      orderNumber createdAt status customerName itemCount totalAmount paymentMethod
      deliveryMethod prescriptionStatus owedAmount
    }
  }
}`;

/**
 * 200,000 orders in three statements (orders, lines, payments). Their numbers end in a fifth digit
 * (ORD-<day>-9NNNN), which orders placed on the site never have, so the two never clash.
 */
async function fillOrders(query) {
  const [{ count }] = await query(
    `SELECT count(*)::int AS count FROM customer_order WHERE order_number LIKE 'ORD-%-9____'`,
  );
  if (count >= ORDERS) return;
  const products = await query(
    `SELECT id, name, price FROM product WHERE stock > 0 ORDER BY id LIMIT 1000`,
  );
  if (products.length === 0) throw new Error('order-board needs products');
  await query(
    `INSERT INTO customer_order (order_number, status, customer_name, customer_phone,
       customer_email, shipping_address, total_amount, payment_method, delivery_method,
       delivery_pin, delivery_fee, created_at)
     SELECT 'ORD-' || to_char(placed AT TIME ZONE 'Asia/Kolkata', 'YYYYMMDD') || '-9'
              || lpad((n % 10000)::text, 4, '0'),
            CASE WHEN n < 150 THEN 'PENDING' WHEN n < 250 THEN 'PROCESSING'
                 WHEN n < 300 THEN 'SHIPPED' WHEN n % 10 = 7 THEN 'CANCELLED'
                 ELSE 'DELIVERED' END,
            (ARRAY['Asha Devi', 'Ravi Verma', 'Meena Kumari', 'Imran Khan', 'Sunita Patel',
                   'Arjun Singh', 'Farida Begum', 'Vikram Rao'])[1 + n % 8] || ' ' || n,
            '7' || lpad(n::text, 9, '0'), '', 'House ' || n || ', Station Road, Vidisha',
            40 + (n % 900) + 0.5, (ARRAY['COD', 'UPI_ON_DELIVERY'])[1 + n % 2],
            'HOME_DELIVERY', '464001', 40, placed
     FROM (SELECT n, now() - make_interval(secs => n * $1::float8) AS placed
           FROM generate_series(0, $2::int - 1) AS n) AS generated`,
    [SPACING_SECONDS, ORDERS],
  );
  await query(
    `INSERT INTO order_item (order_id, product_id, product_name, unit_price, quantity)
     SELECT o.id, p.id, p.name, p.price, 1 + line % 2
     FROM customer_order o
     CROSS JOIN LATERAL generate_series(0, o.id % 3) AS line
     JOIN unnest($1::int[], $2::text[], $3::numeric[]) WITH ORDINALITY AS p(id, name, price, k)
       ON p.k = 1 + (o.id * 7 + line * 13) % cardinality($1::int[])
     WHERE o.order_number LIKE 'ORD-%-9____'`,
    [products.map((p) => p.id), products.map((p) => p.name), products.map((p) => p.price)],
  );
  // Delivered orders of the last day are still owed; the rest were paid at the door.
  await query(
    `INSERT INTO order_payment (order_id, amount_due, method, amount, upi_reference, actor_kind,
       collected_by, collected_at, created_at)
     SELECT o.id, o.total_amount, m.method, m.amount, m.upi, m.actor, m.who, m.at, o.created_at
     FROM customer_order o
     CROSS JOIN LATERAL (
       SELECT CASE WHEN o.created_at > now() - interval '1 day' THEN NULL
                   WHEN o.payment_method = 'COD' THEN 'CASH' ELSE 'UPI' END AS method) AS kind
     CROSS JOIN LATERAL (
       SELECT kind.method,
              CASE WHEN kind.method IS NULL THEN NULL ELSE o.total_amount END AS amount,
              CASE WHEN kind.method = 'UPI' THEN '4' || lpad(o.id::text, 11, '0') END AS upi,
              CASE WHEN kind.method IS NULL THEN NULL ELSE 'staff' END AS actor,
              CASE WHEN kind.method IS NULL THEN NULL ELSE 'Bench Pharmacist' END AS who,
              CASE WHEN kind.method IS NULL THEN NULL
                   ELSE o.created_at + interval '5 hours' END AS at) AS m
     WHERE o.order_number LIKE 'ORD-%-9____' AND o.status = 'DELIVERED'`,
  );
  await query('VACUUM ANALYZE customer_order');
  await query('VACUUM ANALYZE order_item');
  await query('VACUUM ANALYZE order_payment');
}

/** The clinic date `days` before today. */
function clinicDate(days) {
  return new Date(Date.now() + IST_MS - days * DAY_MS).toISOString().slice(0, 10);
}

/** What the desk asks for, in turn: mostly the pending tab, then the others. */
const BOARDS = [
  {},
  { status: 'PROCESSING' },
  {},
  { status: 'SHIPPED' },
  {},
  { owed: true },
  { status: 'DELIVERED' },
  { status: 'PENDING', paymentMethod: 'UPI_ON_DELIVERY' },
  { status: 'DELIVERED', day: clinicDate(3) },
  { status: 'CANCELLED', day: clinicDate(10), page: 2 },
];

export default {
  name: 'order-board',
  operation: 'orderBoard',
  connections: 10,
  async prepare({ query }) {
    await fillOrders(query);
    return {
      token: await staffSession(query, {
        email: 'order-board-bench@clinic.test',
        name: 'Bench Pharmacist',
        role: 'pharmacy',
      }),
    };
  },
  request: ({ token }, i) => ({
    path: '/staff/graphql',
    headers: { cookie: `staff_session=${token}` },
    body: { operationName: 'OrderBoard', query: QUERY, variables: BOARDS[i % BOARDS.length] },
  }),
};
