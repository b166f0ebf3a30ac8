// What must hold in the database after the soak, read straight from PostgreSQL.
import { createRequire } from 'node:module';

// The stock ledger's own check, from the server's build (the soak always runs the build), so the
// soak and the integration tests hold the ledger to the same SQL.
const { stockLedgerDrift } = createRequire(import.meta.url)(
  '../../server/dist/shop/stock/stock-ledger-check.js',
);

/** Row counts and stock before the load (and before the soak's first orders and bookings). */
export async function baseline(query) {
  const [{ appointment, order }] = await query(
    `SELECT (SELECT COALESCE(max(id), 0) FROM appointment)::int AS appointment,
            (SELECT COALESCE(max(id), 0) FROM customer_order)::int AS "order"`,
  );
  const stock = new Map(
    (await query('SELECT id, stock FROM product')).map((row) => [row.id, row.stock]),
  );
  return { lastAppointmentId: appointment, lastOrderId: order, stock };
}

const cents = (amount) => Math.round(Number(amount) * 100);

/** The order machine's steps (server/src/shop/order-transitions.ts), as 'FROM>TO'. */
const ORDER_STEPS = [
  'PENDING>PROCESSING',
  'PENDING>CANCELLED',
  'PROCESSING>SHIPPED',
  'PROCESSING>CANCELLED',
  'SHIPPED>DELIVERED',
];
const STATUS_RANK = { PENDING: 0, PROCESSING: 1, SHIPPED: 2, DELIVERED: 3, CANCELLED: 3 };
const example = (rows, say) => (rows.length ? ` (e.g. ${say(rows[0])})` : '');

/**
 * Each check: its name, whether it holds, and what was found. `hungUp` are the writes still
 * unanswered when the load stopped (autocannon closes its connections at the end): they may or
 * may not have been committed, and are looked up by their idempotency key or patient phone.
 */
export async function checkInvariants(query, before, state, hungUp) {
  const results = [];
  const check = (name, ok, detail) => results.push({ name, ok, detail });

  const [{ overlaps }] = await query(
    `SELECT count(*)::int AS overlaps
     FROM appointment a
     JOIN appointment b ON a.doctor_id = b.doctor_id AND a.id < b.id
       AND tstzrange(a.starts_at, a.ends_at, '[)') && tstzrange(b.starts_at, b.ends_at, '[)')
     WHERE a.status <> 'CANCELLED' AND b.status <> 'CANCELLED'`,
  );
  check('no two active appointments of a doctor overlap', overlaps === 0, `${overlaps} pairs`);

  const [{ negative }] = await query(
    'SELECT count(*)::int AS negative FROM product WHERE stock < 0',
  );
  check('no product has negative stock', negative === 0, `${negative} products`);

  const [{ unsummed }] = await query(
    `SELECT count(*)::int AS unsummed FROM product p
     JOIN (SELECT product_id, sum(stock) AS sizes FROM product_variant GROUP BY product_id) v
       ON v.product_id = p.id
     WHERE p.stock <> v.sizes`,
  );
  check('a product sold in sizes holds the sum of its sizes', unsummed === 0, `${unsummed} off`);

  const drift = await stockLedgerDrift(query);
  check(
    "every product's and size's stock is the sum of its stock movements",
    drift.length === 0,
    `${drift.length} off` +
      (drift.length
        ? ` (e.g. product ${drift[0].productId}${drift[0].variantId ? ` size ${drift[0].variantId}` : ''}: stock ${drift[0].stock}, ledger ${drift[0].ledger})`
        : ''),
  );

  // A cancelled order (one released because nobody confirmed it) has given its stock back.
  const sold = await query(
    `SELECT p.id, p.stock, COALESCE(sum(i.quantity), 0)::int AS sold
     FROM product p
     LEFT JOIN (order_item i JOIN customer_order o ON o.id = i.order_id AND o.status <> 'CANCELLED')
       ON i.product_id = p.id AND i.order_id > $1
     GROUP BY p.id`,
    [before.lastOrderId],
  );
  const drifted = sold.filter((p) => (before.stock.get(p.id) ?? 0) - p.sold !== p.stock);
  check(
    'stock fell by exactly what the orders not cancelled hold',
    drifted.length === 0,
    `${sold.length} products, ${drifted.length} off` +
      (drifted.length ? ` (e.g. product ${drifted[0].id})` : ''),
  );

  const [{ mismatched, empty }] = await query(
    `SELECT count(*) FILTER (WHERE o.total_amount <> COALESCE(l.sum, 0))::int AS mismatched,
            count(*) FILTER (WHERE l.sum IS NULL)::int AS empty
     FROM customer_order o
     LEFT JOIN (SELECT order_id, sum(unit_price * quantity) AS sum FROM order_item GROUP BY order_id) l
       ON l.order_id = o.id`,
  );
  check(
    'every order total equals the sum of its lines',
    mismatched === 0 && empty === 0,
    `${mismatched} totals off, ${empty} orders without lines`,
  );

  const [{ unrecorded }] = await query(
    `SELECT count(*)::int AS unrecorded FROM customer_order o
     WHERE o.id > $1 AND NOT EXISTS (
       SELECT 1 FROM order_status_change c
       WHERE c.order_id = o.id AND c.from_status IS NULL AND c.to_status = 'PENDING')
       OR o.id > $1 AND o.status = 'CANCELLED' AND NOT EXISTS (
       SELECT 1 FROM order_status_change c
       WHERE c.order_id = o.id AND c.to_status = 'CANCELLED')`,
    [before.lastOrderId],
  );
  check(
    "every order's history records its placing (and why it was cancelled)",
    unrecorded === 0,
    `${unrecorded} orders without`,
  );

  // The pharmacy desk's work: a history that is the order's life step by step, stock given back
  // once per cancel, one invoice and one payment per delivery, invoice numbers without gaps.
  const history = await query(
    `WITH steps AS (
       SELECT order_id, from_status, to_status,
              row_number() OVER w AS step_no, lag(to_status) OVER w AS previous,
              last_value(to_status) OVER (w ROWS BETWEEN UNBOUNDED PRECEDING
                                            AND UNBOUNDED FOLLOWING) AS last_to
       FROM order_status_change WINDOW w AS (PARTITION BY order_id ORDER BY id))
     SELECT * FROM (
       SELECT o.id, o.order_number AS "orderNumber", o.status, max(s.last_to) AS "lastTo",
              count(s.order_id)::int AS steps,
              count(*) FILTER (WHERE CASE WHEN s.step_no = 1
                THEN s.from_status IS NOT NULL OR s.to_status <> 'PENDING'
                ELSE s.from_status IS DISTINCT FROM s.previous
                  OR s.from_status || '>' || s.to_status <> ALL($1::text[]) END)::int AS "outOfOrder"
       FROM customer_order o LEFT JOIN steps s ON s.order_id = o.id
       GROUP BY o.id) h
     WHERE steps = 0 OR "lastTo" IS DISTINCT FROM status OR "outOfOrder" > 0
     ORDER BY id`,
    [ORDER_STEPS],
  );
  const [{ orderCount }] = await query('SELECT count(*)::int AS "orderCount" FROM customer_order');
  check(
    "every order's status changes are its history's rows, each a step of the machine from the " +
      'one before, and its status is the last one',
    history.length === 0,
    `${orderCount} orders, ${history.length} off` +
      example(
        history,
        (h) =>
          `${h.orderNumber}: ${h.status}, history ends ${h.lastTo ?? 'nowhere'} after ${h.steps} ` +
          `steps, ${h.outOfOrder} out of order`,
      ),
  );

  // Per order and product (and size): what the sale took and what cancels gave back.
  const stockBack = await query(
    `SELECT o.order_number AS "orderNumber", o.status, m.product_id AS "productId",
            COALESCE(-sum(m.quantity) FILTER (WHERE m.kind = 'SALE'), 0)::int AS sold,
            COALESCE(sum(m.quantity) FILTER (WHERE m.kind = 'RELEASE'), 0)::int AS released,
            count(*) FILTER (WHERE m.kind = 'RELEASE')::int AS releases
     FROM customer_order o JOIN stock_movement m ON m.order_id = o.id
     GROUP BY o.id, m.product_id, m.variant_id
     HAVING CASE WHEN o.status = 'CANCELLED'
              THEN COALESCE(sum(m.quantity) FILTER (WHERE m.kind = 'RELEASE'), 0)
                     <> COALESCE(-sum(m.quantity) FILTER (WHERE m.kind = 'SALE'), 0)
                   OR count(*) FILTER (WHERE m.kind = 'RELEASE') <> 1
              ELSE count(*) FILTER (WHERE m.kind = 'RELEASE') > 0 END
     ORDER BY o.id`,
  );
  const [{ cancelled, unsold }] = await query(
    `SELECT count(*) FILTER (WHERE status = 'CANCELLED')::int AS cancelled,
            count(*) FILTER (WHERE NOT sold)::int AS unsold
     FROM (SELECT o.status, EXISTS (SELECT 1 FROM stock_movement m
             WHERE m.order_id = o.id AND m.kind = 'SALE') AS sold
           FROM customer_order o) x`,
  );
  check(
    "every cancelled order's stock came back exactly once (its RELEASE movements undo its SALE " +
      'ones), and no other order gave any back',
    stockBack.length === 0 && unsold === 0,
    `${cancelled} cancelled, ${stockBack.length} lines off, ${unsold} orders without a sale` +
      example(
        stockBack,
        (b) =>
          `${b.orderNumber} ${b.status}, product ${b.productId}: sold ${b.sold}, ` +
          `${b.releases} releases of ${b.released}`,
      ),
  );

  const billing = await query(
    `SELECT o.order_number AS "orderNumber", o.status, COALESCE(i.n, 0) AS invoices,
            COALESCE(p.n, 0) AS payments, o.total_amount::text AS total,
            i.total::text AS "invoiced", p.amount_due::text AS due, p.amount::text AS paid
     FROM customer_order o
     LEFT JOIN (SELECT order_id, count(*)::int AS n, sum(total) AS total
                FROM invoice GROUP BY order_id) i ON i.order_id = o.id
     LEFT JOIN (SELECT order_id, count(*)::int AS n, sum(amount_due) AS amount_due,
                       sum(amount) AS amount
                FROM order_payment GROUP BY order_id) p ON p.order_id = o.id
     WHERE CASE WHEN o.status = 'DELIVERED'
             THEN i.n IS DISTINCT FROM 1 OR p.n IS DISTINCT FROM 1
               OR i.total <> o.total_amount OR p.amount_due <> o.total_amount
               OR p.amount <> p.amount_due
             ELSE i.n IS NOT NULL OR p.n IS NOT NULL END
     ORDER BY o.id`,
  );
  const [{ delivered, collected }] = await query(
    `SELECT count(*)::int AS delivered, count(p.collected_at)::int AS collected
     FROM customer_order o LEFT JOIN order_payment p ON p.order_id = o.id
     WHERE o.status = 'DELIVERED'`,
  );
  check(
    'every delivered order has exactly one invoice and one payment row, for its total ' +
      '(and no other order has either)',
    billing.length === 0,
    `${delivered} delivered (${collected} paid), ${billing.length} off` +
      example(
        billing,
        (b) =>
          `${b.orderNumber} ${b.status}: ${b.invoices} invoices (${b.invoiced}), ${b.payments} ` +
          `payments (due ${b.due}, paid ${b.paid}) for ${b.total}`,
      ),
  );

  const years = await query(
    `SELECT y.financial_year AS year, COALESCE(i.n, 0) AS n, COALESCE(i.numbers, 0) AS numbers,
            COALESCE(i.serials, 0) AS serials, COALESCE(i.misnamed, 0) AS misnamed,
            i.lowest, i.highest, c.last_number AS counter
     FROM (SELECT financial_year FROM invoice UNION SELECT financial_year FROM invoice_counter) y
     LEFT JOIN (SELECT financial_year, count(*)::int AS n, count(DISTINCT number)::int AS numbers,
                       count(DISTINCT serial)::int AS serials, min(number) AS lowest,
                       max(number) AS highest,
                       count(*) FILTER (WHERE serial NOT LIKE
                         '%/' || financial_year || '/' || lpad(number::text, 6, '0'))::int AS misnamed
                FROM invoice GROUP BY financial_year) i USING (financial_year)
     LEFT JOIN invoice_counter c USING (financial_year)
     ORDER BY 1`,
  );
  const gapped = years.filter(
    (y) =>
      y.numbers !== y.n ||
      y.serials !== y.n ||
      y.misnamed !== 0 ||
      (y.n > 0 && (y.lowest !== 1 || y.highest !== y.n)) ||
      y.counter !== y.n,
  );
  check(
    "each financial year's invoices are numbered 1..n, none twice and no gaps, as its counter says",
    gapped.length === 0,
    (years.map((y) => `${y.year}: ${y.n} invoices, 1..${y.highest ?? 0}`).join('; ') ||
      'no invoices') +
      example(
        gapped,
        (y) =>
          `${y.year}: ${y.n} invoices, ${y.numbers} numbers, ${y.serials} serials ` +
          `(${y.misnamed} not their number), ${y.lowest}..${y.highest}, counter ${y.counter}`,
      ),
  );

  // What the desk was told it did is in the database (an unanswered step may have happened too).
  const desked = state.orders.filter((o) => o.status !== 'PENDING');
  const deskRows = await query(
    `SELECT order_number, status FROM customer_order WHERE order_number = ANY($1)`,
    [desked.map((o) => o.orderNumber)],
  );
  const statusOf = new Map(deskRows.map((row) => [row.order_number, row.status]));
  const undone = desked.filter((o) => {
    const status = statusOf.get(o.orderNumber);
    return (
      status === undefined ||
      STATUS_RANK[status] < STATUS_RANK[o.status] ||
      (STATUS_RANK[o.status] === 3 && status !== o.status)
    );
  });
  const steps = state.desk.steps;
  check(
    "every step the pharmacist was told was made is in the order's status",
    undone.length === 0,
    `packed ${steps.pack}, shipped ${steps.ship}, paid at the door ${steps.pay}, cancelled ` +
      `${steps.cancel}, looked again ${steps.look}; ${undone.length} off` +
      example(
        undone,
        (o) => `${o.orderNumber}: told ${o.status}, is ${statusOf.get(o.orderNumber)}`,
      ),
  );

  const bookingRows = await query(
    `SELECT reference, doctor_id, starts_at FROM appointment WHERE reference = ANY($1)`,
    [state.bookings.map((b) => b.reference)],
  );
  const byReference = new Map(bookingRows.map((row) => [row.reference, row]));
  const lostBookings = state.bookings.filter((b) => {
    const row = byReference.get(b.reference);
    return (
      !row ||
      String(row.doctor_id) !== b.doctorId ||
      row.starts_at.getTime() !== new Date(b.time).getTime()
    );
  });
  check(
    'every confirmed booking is in the database, as confirmed',
    lostBookings.length === 0,
    `${state.bookings.length} confirmed, ${lostBookings.length} missing or different`,
  );

  const orderRows = await query(
    `SELECT order_number, total_amount FROM customer_order WHERE order_number = ANY($1)`,
    [state.orders.map((o) => o.orderNumber)],
  );
  const byNumber = new Map(orderRows.map((row) => [row.order_number, row]));
  const lostOrders = state.orders.filter((o) => {
    const row = byNumber.get(o.orderNumber);
    return !row || cents(row.total_amount) !== cents(o.total);
  });
  check(
    'every confirmed order is in the database, with the total the patient was shown',
    lostOrders.length === 0,
    `${state.orders.length} confirmed, ${lostOrders.length} missing or different`,
  );

  const hungUpPhones = hungUp.filter((req) => req.slot).map((req) => req.phone);
  const hungUpKeys = hungUp
    .filter((req) => req.input && !req.first)
    .map((req) => req.input.idempotencyKey);
  const [{ appointments, orders, lateAppointments, lateOrders }] = await query(
    `SELECT (SELECT count(*) FROM appointment WHERE id > $1)::int AS appointments,
            (SELECT count(*) FROM customer_order WHERE id > $2)::int AS orders,
            (SELECT count(*) FROM appointment
              WHERE id > $1 AND patient_phone = ANY($3))::int AS "lateAppointments",
            (SELECT count(*) FROM customer_order
              WHERE id > $2 AND idempotency_key = ANY($4))::int AS "lateOrders"`,
    [before.lastAppointmentId, before.lastOrderId, hungUpPhones, hungUpKeys],
  );
  check(
    'no booking or order was written without its patient being told',
    appointments === state.bookings.length + lateAppointments &&
      orders === state.orders.length + lateOrders,
    // Unanswered at the stop: written (or not) after autocannon hung up.
    `appointments ${appointments} = ${state.bookings.length} confirmed + ` +
      `${lateAppointments}/${hungUpPhones.length} unanswered at the stop; orders ${orders} = ` +
      `${state.orders.length} + ${lateOrders}/${hungUpKeys.length}`,
  );

  return results;
}
