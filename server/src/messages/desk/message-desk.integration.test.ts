import { createDoctor } from '../../booking/booking-test-helpers';
import { deskBook } from '../../booking/desk-test-helpers';
import {
  desk,
  placeOrder,
  startDeskApp,
  type DeskApp,
} from '../../shop/desk/order-desk-test-helpers';
import { codeOf, type StaffAnswer } from '../../test/staff';
import type { MessageTemplate } from '../outbox/message-templates';

// The desk's view of messages, through /staff/graphql as each role: a booking's and an order's
// messages with their delivery state, the failed list per desk, and Retry with its audit row and
// its new job. Messages are queued through the real outbox; the worker's failure is written as the
// worker writes it (status FAILED with a reason).

const FIELDS = `id template label channel status reason attempts queuedAt dueAt sentAt
  reference orderNumber canRetry`;
const APPOINTMENT_MESSAGES = `query A($reference: String!) {
  appointmentMessages(reference: $reference) { ${FIELDS} } }`;
const ORDER_MESSAGES = `query O($orderNumber: String!) {
  orderMessages(orderNumber: $orderNumber) { ${FIELDS} } }`;
const FAILED = `query F($page: Int) { failedMessages(page: $page) {
  page hasMore messages { ${FIELDS} } } }`;
const RETRY = `mutation R($id: ID!) { retryMessage(id: $id) { ${FIELDS} } }`;

let app: DeskApp;

beforeAll(async () => {
  app = await startDeskApp(3);
});

afterAll(async () => {
  await app.close();
});

async function queue(
  template: MessageTemplate,
  link: { appointmentId?: number; orderId?: number },
  phone = '9876500001',
): Promise<string> {
  // Each one a second after the last, as the changes that ask for them come one by one.
  app.clock.advance(1000);
  const [message] = await app.dataSource.transaction((manager) =>
    app.services.outbox.queue(
      manager,
      [{ template, phone, params: { reference: 'x', code: '424242' }, ...link }],
      app.clock.now(),
    ),
  );
  return message.id;
}

/** What the worker writes after its last try. */
async function fail(id: string, reason = 'WhatsApp: template not approved (132001)') {
  await app.dataSource.query(
    `UPDATE outbox_message SET status = 'FAILED', attempts = 4, channel = 'whatsapp',
       last_error = $2, updated_at = now() WHERE id = $1`,
    [id, reason],
  );
}

async function messagesOf(column: 'order_id' | 'appointment_id', id: number): Promise<number> {
  const [{ n }] = await app.dataSource.query(
    `SELECT count(*)::int AS n FROM outbox_message WHERE ${column} = $1`,
    [id],
  );
  return n;
}

async function orderWithMessages() {
  const order = await placeOrder(app);
  const [{ id }] = await app.dataSource.query(
    `SELECT id FROM customer_order WHERE order_number = $1`,
    [order.orderNumber],
  );
  // Placing it wrote its own messages (the patient's, the clinic's alerts); one more fails.
  const [{ id: placed }] = await app.dataSource.query(
    `SELECT id FROM outbox_message WHERE order_id = $1 AND template = 'order_placed'`,
    [id],
  );
  const shipped = await queue('order_shipped', { orderId: id });
  await fail(shipped);
  const count = await messagesOf('order_id', id);
  return { ...order, placed, shipped, count };
}

async function bookingWithMessages() {
  const doctor = await createDoctor(app.dataSource);
  const booked = await deskBook(app.services, doctor.id, app.day, '15:00', {
    now: new Date(`${app.day}T08:00:00+05:30`),
  });
  // The desk's booking wrote its own messages (confirmation, reminders, alerts); one more fails.
  const reminder = await queue('reminder_day_before', { appointmentId: booked.id });
  await fail(reminder, 'SMS: DLT template rejected');
  return { ...booked, reminder };
}

describe('an order’s messages at the pharmacy desk', () => {
  it('shows each message by its desk name, channel, status, reason and times, never its words', async () => {
    const order = await orderWithMessages();
    const answer = await desk(app, ORDER_MESSAGES, { orderNumber: order.orderNumber });
    expect(answer.errors).toBeUndefined();
    const byId = (id: string) => answer.data.orderMessages.find((m: { id: string }) => m.id === id);
    const placed = byId(order.placed);
    const shipped = byId(order.shipped);
    expect(placed).toMatchObject({
      id: order.placed,
      label: 'Order received',
      status: 'QUEUED',
      attempts: 0,
      orderNumber: order.orderNumber,
      canRetry: false,
    });
    expect(shipped).toMatchObject({
      label: 'Order on its way',
      status: 'FAILED',
      channel: 'whatsapp',
      reason: 'WhatsApp: template not approved (132001)',
      attempts: 4,
      canRetry: true,
    });
    expect(new Date(shipped.dueAt).getTime()).toBeGreaterThan(0);
    expect(JSON.stringify(answer.data)).not.toContain('424242');
    expect(JSON.stringify(answer.data)).not.toContain('9876500001');
  });

  it('is the pharmacy’s and admin’s to read, not reception’s or a doctor’s', async () => {
    const order = await orderWithMessages();
    for (const role of ['reception', 'doctor'] as const) {
      const answer = await desk(app, ORDER_MESSAGES, { orderNumber: order.orderNumber }, role);
      expect(codeOf(answer)).toBe('FORBIDDEN');
    }
    const admin = await desk(app, ORDER_MESSAGES, { orderNumber: order.orderNumber }, 'admin');
    expect(admin.data.orderMessages).toHaveLength(order.count);
  });

  it('says so when no order has that number, and names a malformed one', async () => {
    const missing = await desk(app, ORDER_MESSAGES, { orderNumber: 'ORD-20000101-0000' });
    expect(codeOf(missing)).toBe('NOT_FOUND');
    const bad = await desk(app, ORDER_MESSAGES, { orderNumber: 'not an order' });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
  });
});

describe('a booking’s messages at the reception desk', () => {
  it('lists them with their state, for reception and admin only', async () => {
    const booking = await bookingWithMessages();
    const answer = await desk(
      app,
      APPOINTMENT_MESSAGES,
      { reference: booking.reference },
      'reception',
    );
    expect(answer.errors).toBeUndefined();
    const labels = answer.data.appointmentMessages.map((m: { label: string }) => m.label);
    expect(labels).toEqual(
      expect.arrayContaining(['Booking confirmed', 'Reminder, the day before']),
    );
    expect(labels).toHaveLength(await messagesOf('appointment_id', booking.id));
    const failed = answer.data.appointmentMessages.find(
      (m: { id: string }) => m.id === booking.reminder,
    );
    expect(failed).toMatchObject({
      status: 'FAILED',
      reason: 'SMS: DLT template rejected',
      reference: booking.reference,
      canRetry: true,
    });
    const pharmacy = await desk(app, APPOINTMENT_MESSAGES, { reference: booking.reference });
    expect(codeOf(pharmacy)).toBe('FORBIDDEN');
  });
});

describe('the failed messages page and Retry', () => {
  it('lists each desk its own failures, newest first', async () => {
    const order = await orderWithMessages();
    const booking = await bookingWithMessages();
    const ids = (answer: StaffAnswer): string[] =>
      answer.data.failedMessages.messages.map((m: { id: string }) => m.id);

    const pharmacy = await desk(app, FAILED, {});
    expect(ids(pharmacy)).toContain(order.shipped);
    expect(ids(pharmacy)).not.toContain(booking.reminder);

    const reception = await desk(app, FAILED, {}, 'reception');
    expect(ids(reception)).toContain(booking.reminder);
    expect(ids(reception)).not.toContain(order.shipped);

    const admin = await desk(app, FAILED, { page: 1 }, 'admin');
    const all = ids(admin);
    // The booking's failed last: it comes first.
    expect(all.indexOf(booking.reminder)).toBeLessThan(all.indexOf(order.shipped));
    expect(all).not.toContain(order.placed);

    expect(codeOf(await desk(app, FAILED, {}, 'doctor'))).toBe('FORBIDDEN');
    expect(codeOf(await desk(app, FAILED, { page: 0 }))).toBe('BAD_USER_INPUT');
  });

  it('never sends a failed one-time code again: the patient asks for a new one', async () => {
    const code = await queue('lookup_code', {});
    await fail(code);
    const listed = await desk(app, FAILED, {}, 'admin');
    const row = listed.data.failedMessages.messages.find((m: { id: string }) => m.id === code);
    expect(row).toMatchObject({ status: 'FAILED', canRetry: false });
    const answer = await desk(app, RETRY, { id: code }, 'admin');
    expect(codeOf(answer)).toBe('CONFLICT');
    const [stored] = await app.dataSource.query(`SELECT status FROM outbox_message WHERE id = $1`, [
      code,
    ]);
    expect(stored.status).toBe('FAILED');
  });

  it('queues a failed message again with a new job and an audit row, once', async () => {
    const order = await orderWithMessages();
    const answer = await desk(app, RETRY, { id: order.shipped });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.retryMessage).toMatchObject({
      id: order.shipped,
      status: 'QUEUED',
      reason: 'WhatsApp: template not approved (132001)',
      canRetry: false,
    });

    const jobs = await app.dataSource.query(
      `SELECT id, state FROM pgboss.job WHERE name = 'outbox-message' AND data->>'messageId' = $1`,
      [order.shipped],
    );
    expect(jobs).toHaveLength(2);
    expect(jobs.map((job: { id: string }) => job.id)).toContain(order.shipped);

    const audit = await app.dataSource.query(
      `SELECT action, actor_name, before, after FROM audit_entry
       WHERE record_type = 'outbox_message' AND record_id = $1`,
      [order.shipped],
    );
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'message.retry',
        actor_name: 'Test pharmacy',
        before: expect.objectContaining({ status: 'FAILED' }),
        after: { status: 'QUEUED' },
      }),
    ]);

    const again = await desk(app, RETRY, { id: order.shipped });
    expect(codeOf(again)).toBe('CONFLICT');
  });

  it('refuses another desk’s message, a lookup code, an unknown id and a malformed one', async () => {
    const order = await orderWithMessages();
    const booking = await bookingWithMessages();
    expect(codeOf(await desk(app, RETRY, { id: order.shipped }, 'reception'))).toBe('FORBIDDEN');
    expect(codeOf(await desk(app, RETRY, { id: booking.reminder }))).toBe('FORBIDDEN');
    expect(codeOf(await desk(app, RETRY, { id: order.shipped }, 'doctor'))).toBe('FORBIDDEN');

    const code = await queue('lookup_code', {});
    await fail(code);
    expect(codeOf(await desk(app, RETRY, { id: code }, 'admin'))).toBe('CONFLICT');

    expect(
      codeOf(await desk(app, RETRY, { id: '00000000-0000-4000-8000-000000000000' }, 'admin')),
    ).toBe('NOT_FOUND');
    expect(codeOf(await desk(app, RETRY, { id: 'nope' }, 'admin'))).toBe('BAD_USER_INPUT');

    // Nothing moved, and no audit row was written for the refusals.
    const [row] = await app.dataSource.query(`SELECT status FROM outbox_message WHERE id = $1`, [
      order.shipped,
    ]);
    expect(row.status).toBe('FAILED');
    const audit = await app.dataSource.query(
      `SELECT 1 FROM audit_entry WHERE record_type = 'outbox_message' AND record_id = ANY($1)`,
      [[order.shipped, booking.reminder, code]],
    );
    expect(audit).toHaveLength(0);

    // Reception may retry its own.
    const own = await desk(app, RETRY, { id: booking.reminder }, 'reception');
    expect(own.data.retryMessage.status).toBe('QUEUED');
  });
});
