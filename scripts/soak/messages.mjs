// The soak's messages: every outbox row against what the provider stand-ins received. The server
// runs its worker inline with every channel on (WhatsApp, SMS, e-mail) pointed at the stand-ins
// and quiet hours off, so any hour's run can expect every due message sent, once.

const SENT = ['SENT', 'DELIVERED'];
const WAITING = ['QUEUED', 'SENDING'];
const example = (list, say) => (list.length ? ` (e.g. ${say(list[0])})` : '');

/**
 * Waits (at most `timeoutMs`) until no message due by now is still QUEUED or SENDING; resolves
 * with how long it took, the moment it looked last (rows due after it may wait: reminders) and
 * how many were still waiting.
 */
export async function waitForDrain(query, timeoutMs) {
  const started = performance.now();
  for (;;) {
    const [{ waiting, at }] = await query(
      `SELECT count(*) FILTER (WHERE status = ANY($1) AND send_at <= now())::int AS waiting,
              now() AS at
       FROM outbox_message`,
      [WAITING],
    );
    const ms = performance.now() - started;
    if (waiting === 0 || ms >= timeoutMs) return { ms: Math.round(ms), at, waiting };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The checks (as checkInvariants returns them) and a summary of the outbox and stand-ins. */
export async function checkMessages(query, standIns, state, drain) {
  const results = [];
  const check = (name, ok, detail) => results.push({ name, ok, detail });
  const rows = await query(
    `SELECT id, template, status, channel, provider_message_id AS "providerMessageId",
            send_at AS "sendAt", attempts
     FROM outbox_message`,
  );
  const byStatus = {};
  for (const row of rows) byStatus[row.status] = (byStatus[row.status] ?? 0) + 1;
  const byId = new Map(rows.map((row) => [row.id, row]));
  const channels = Object.entries(standIns.byChannel);

  // Sent once, where the row says, and the row holds the provider's id for it.
  const sent = rows.filter((row) => SENT.includes(row.status));
  const unmatched = sent.filter((row) => {
    const at = channels.filter(([, s]) => s.control.deliveryFor(row.id));
    const delivery = standIns.byChannel[row.channel]?.control.deliveryFor(row.id);
    // The e-mail channel records the Message-ID it sent; the HTTP providers answer an id.
    const answered = row.channel === 'email' ? delivery?.messageId : delivery?.id;
    return at.length !== 1 || !delivery || answered !== row.providerMessageId;
  });
  check(
    'every SENT message was delivered exactly once, at the stand-in of its channel, under its ' +
      "id, and holds the provider's answer",
    unmatched.length === 0,
    `${sent.length} sent, ${unmatched.length} off` +
      example(unmatched, (r) => `${r.id} ${r.template} by ${r.channel}`),
  );

  const strays = channels.flatMap(([name, s]) =>
    s.control.deliveries
      .filter((d) => {
        const row = byId.get(d.key);
        return !row || !SENT.includes(row.status) || row.channel !== name;
      })
      .map((d) => ({ name, key: d.key, status: byId.get(d.key)?.status ?? 'no row' })),
  );
  const delivered = channels.reduce((sum, [, s]) => sum + s.control.deliveries.length, 0);
  check(
    "every stand-in delivery is a SENT message's, on that message's channel",
    strays.length === 0,
    `${delivered} deliveries, ${strays.length} strays` +
      example(strays, (s) => `${s.name} ${s.key}: ${s.status}`),
  );

  const due = rows.filter((row) => WAITING.includes(row.status) && row.sendAt <= drain.at);
  const later = rows.filter((row) => WAITING.includes(row.status) && row.sendAt > drain.at);
  check(
    `no message due is left QUEUED or SENDING after the drain (${(drain.ms / 1000).toFixed(1)} s)`,
    due.length === 0,
    `${due.length} due and waiting; ${later.length} due later (reminders) still QUEUED` +
      example(due, (r) => `${r.id} ${r.template} ${r.status}`),
  );

  const failed = rows.filter((row) => row.status === 'FAILED');
  check(
    'no message FAILED (nothing was made to fail)',
    failed.length === 0,
    `${failed.length} failed` + example(failed, (r) => `${r.id} ${r.template}`),
  );

  const counts = standIns.counts();
  const refused = Object.values(counts).reduce((sum, c) => sum + c.refused + c.failed, 0);
  check(
    'the stand-ins refused no request (each was as the provider documents it)',
    refused === 0,
    Object.entries(counts)
      .map(([name, c]) => `${name} ${c.refused} refused`)
      .join(', '),
  );

  // Lost before the outbox: a booking or an order the patient was told of, with no word queued.
  const [{ bookingsWithout, ordersWithout }] = await query(
    `SELECT (SELECT count(*) FROM appointment a WHERE a.reference = ANY($1) AND NOT EXISTS (
               SELECT 1 FROM outbox_message m
               WHERE m.appointment_id = a.id AND m.template = 'booking_made'))::int
              AS "bookingsWithout",
            (SELECT count(*) FROM customer_order o WHERE o.order_number = ANY($2) AND NOT EXISTS (
               SELECT 1 FROM outbox_message m
               WHERE m.order_id = o.id AND m.template = 'order_placed'))::int AS "ordersWithout"`,
    [state.bookings.map((b) => b.reference), state.orders.map((o) => o.orderNumber)],
  );
  check(
    'every confirmed booking and order wrote its patient message into the outbox',
    bookingsWithout === 0 && ordersWithout === 0,
    `${state.bookings.length} bookings, ${bookingsWithout} without booking_made; ` +
      `${state.orders.length} orders, ${ordersWithout} without order_placed`,
  );

  return {
    checks: results,
    summary: {
      rows: rows.length,
      byStatus,
      drainMs: drain.ms,
      retriedRows: rows.filter((row) => row.attempts > 1).length,
      standIns: counts,
    },
  };
}
