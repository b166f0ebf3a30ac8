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
