import { codeOf, type StaffAnswer } from '../../test/staff';
import { ORDER_DESK_MESSAGES as M } from './order-desk-messages';
import {
  desk,
  DESK_DOCUMENTS as D,
  moveTo,
  placeOrder,
  startDeskApp,
  type DeskApp,
  type PlacedOrder,
} from './order-desk-test-helpers';
import { freshPhone } from '../../test/phones';

// The board: counts per status, newest first, 30 a page, found by number, phone or name,
// filtered by the clinic day an order was placed and by how it is paid.

describe('the pharmacy desk: the board', () => {
  let app: DeskApp;
  /** A clinic day no other order was placed on: this test's orders are moved onto it. */
  const day = `20${30 + Math.floor(Math.random() * 9)}-0${1 + Math.floor(Math.random() * 9)}-1${Math.floor(Math.random() * 9)}`;

  beforeAll(async () => {
    app = await startDeskApp(3);
  });
  afterAll(() => app.close());

  /** Moves an order onto `day`, `minutes` after 09:00 IST. */
  const placedOn = (order: PlacedOrder, minutes: number) =>
    app.dataSource.query(`UPDATE customer_order SET created_at = $2 WHERE order_number = $1`, [
      order.orderNumber,
      new Date(new Date(`${day}T09:00:00+05:30`).getTime() + minutes * 60_000),
    ]);

  it('counts a day’s orders per status and lists one status newest first, paged', async () => {
    const phone = freshPhone();
    const orders: PlacedOrder[] = [];
    for (let i = 0; i < 33; i += 1) {
      const order = await placeOrder(app, {
        phone: i < 31 ? phone : freshPhone(),
        quantity: 1,
        paymentMethod: i % 2 === 0 ? 'COD' : 'UPI_ON_DELIVERY',
      });
      await placedOn(order, i);
      orders.push(order);
    }
    // 31 pending (on one phone), one delivered, one cancelled.
    await moveTo(app, orders[31].orderNumber, ['PROCESSING', 'SHIPPED', 'DELIVERED']);
    await moveTo(app, orders[32].orderNumber, ['CANCELLED']);

    const first = await desk(app, D.board, { day });
    expect(first.errors).toBeUndefined();
    expect(first.data.orderBoard).toMatchObject({
      counts: { pending: 31, processing: 0, shipped: 0, delivered: 1, cancelled: 1 },
      page: 1,
      hasMore: true,
    });
    const listed = first.data.orderBoard.orders;
    expect(listed).toHaveLength(30);
    expect(listed[0]).toEqual({
      orderNumber: orders[30].orderNumber,
      createdAt: new Date(`${day}T09:30:00+05:30`).toISOString(),
      status: 'PENDING',
      customerName: 'Asha Devi',
      itemCount: 1,
      totalAmount: 165.5,
      paymentMethod: 'COD',
      deliveryMethod: 'HOME_DELIVERY',
      prescriptionStatus: null,
      owedAmount: null,
    });
    expect(listed.map((o: PlacedOrder) => o.orderNumber)).toEqual(
      orders
        .slice(1, 31)
        .map((o) => o.orderNumber)
        .reverse(),
    );
    const second = await desk(app, D.board, { day, page: 2 });
    expect(second.data.orderBoard).toMatchObject({ page: 2, hasMore: false });
    expect(second.data.orderBoard.orders.map((o: PlacedOrder) => o.orderNumber)).toEqual([
      orders[0].orderNumber,
    ]);

    const upi = await desk(app, D.board, { day, paymentMethod: 'UPI_ON_DELIVERY' });
    expect(upi.data.orderBoard.counts).toMatchObject({ pending: 15, delivered: 1, cancelled: 0 });
    expect(
      upi.data.orderBoard.orders.every(
        (o: { paymentMethod: string }) => o.paymentMethod === 'UPI_ON_DELIVERY',
      ),
    ).toBe(true);

    const delivered = await desk(app, D.board, { day, status: 'DELIVERED' });
    expect(delivered.data.orderBoard.orders).toEqual([
      expect.objectContaining({ orderNumber: orders[31].orderNumber, owedAmount: 165.5 }),
    ]);

    // Without a day, the open statuses are counted over all orders and the final ones not at all.
    const all = await desk(app, D.board, {});
    expect(all.data.orderBoard.counts).toMatchObject({
      pending: expect.any(Number),
      delivered: null,
      cancelled: null,
    });
    expect(all.data.orderBoard.counts.pending).toBeGreaterThanOrEqual(31);
  });

  it('finds orders by number, by phone however it is typed, and by part of a name', async () => {
    const phone = freshPhone(9);
    const mine = await placeOrder(app, { phone, name: 'Zubeida Qureshi' });
    const older = await placeOrder(app, { phone, name: 'Zubeida Qureshi' });
    await placedOn(older, -60);
    await moveTo(app, older.orderNumber, ['CANCELLED']);

    const numbers = (answer: StaffAnswer) =>
      (answer.data.orderBoard.orders as PlacedOrder[]).map((o) => o.orderNumber);
    expect(
      numbers(await desk(app, D.board, { search: ` ${mine.orderNumber.toLowerCase()} ` })),
    ).toEqual([mine.orderNumber]);
    const spaced = `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;
    expect(numbers(await desk(app, D.board, { search: spaced }))).toEqual([
      mine.orderNumber,
      older.orderNumber,
    ]);
    expect(numbers(await desk(app, D.board, { search: phone, status: 'CANCELLED' }))).toEqual([
      older.orderNumber,
    ]);
    expect(numbers(await desk(app, D.board, { search: 'beida qur' }))).toEqual(
      expect.arrayContaining([mine.orderNumber, older.orderNumber]),
    );
    // A name's % and _ are letters, not wildcards.
    expect(numbers(await desk(app, D.board, { search: '%%%' }))).toEqual([]);
    for (const search of ['ab', '12345', '98765 4321']) {
      const refused = await desk(app, D.board, { search });
      expect(codeOf(refused)).toBe('BAD_USER_INPUT');
      expect(refused.errors![0].extensions?.fields).toEqual({ search: M.search });
    }
  });

  it('refuses a malformed day or page with a clear message', async () => {
    for (const [variables, field, message] of [
      [{ day: '2026-13-01' }, 'day', M.date],
      [{ day: '26-11-2026' }, 'day', M.date],
      [{ page: 0 }, 'page', M.page],
      [{ page: 1001 }, 'page', M.page],
    ] as const) {
      const answer = await desk(app, D.board, variables);
      expect(codeOf(answer)).toBe('BAD_USER_INPUT');
      expect(answer.errors![0].message).toBe(message);
      expect(answer.errors![0].extensions?.fields).toEqual({ [field]: message });
    }
  });
});
