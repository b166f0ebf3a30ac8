import { freshPhone } from '../../test/phones';
import { codeOf } from '../../test/staff';
import { ORDER_DESK_MESSAGES as M } from './order-desk-messages';
import {
  desk,
  DESK_DOCUMENTS as D,
  moveTo,
  orderAudit,
  placeOrder,
  startDeskApp,
  statusOf,
  type DeskApp,
} from './order-desk-test-helpers';

// Payments at the desk: owed from delivery, recorded once with what was taken, and the day's
// collections by staff member and method. The app's clock sits on a day of its own.

describe('the pharmacy desk: payments and the day’s collections', () => {
  let app: DeskApp;

  beforeAll(async () => {
    app = await startDeskApp(3);
  });
  afterAll(() => app.close());

  const pay = (
    orderNumber: string,
    payment: Record<string, unknown>,
    as: 'pharmacy' | 'admin' = 'pharmacy',
  ) => desk(app, D.pay, { orderNumber, payment }, as);

  it('refuses a payment before delivery, and every payment that is not what is due', async () => {
    const order = await placeOrder(app, { quantity: 1, price: 200 });
    const early = await pay(order.orderNumber, { method: 'CASH', amount: 240 });
    expect(codeOf(early)).toBe('BAD_USER_INPUT');
    expect(early.errors![0].message).toBe(M.paymentNotYet('PENDING' as never));

    await moveTo(app, order.orderNumber, ['PROCESSING', 'SHIPPED', 'DELIVERED']);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ method: 'CASH', amount: 239.99 }, 'amount', M.amountMismatch(240)],
      [{ method: 'CASH', amount: 0 }, 'amount', M.amount],
      [{ method: 'CASH', amount: -240 }, 'amount', M.amount],
      [{ method: 'CASH', amount: 240.001 }, 'amount', M.amount],
      [{ method: 'UPI', amount: 240 }, 'upiReference', M.upiReference],
      [{ method: 'UPI', amount: 240, upiReference: '12 34' }, 'upiReference', M.upiReference],
      [
        { method: 'CASH', amount: 240, upiReference: '412345678901' },
        'upiReference',
        M.upiReferenceNotForCash,
      ],
    ];
    for (const [payment, field, message] of cases) {
      const answer = await pay(order.orderNumber, payment);
      expect({
        payment,
        code: codeOf(answer),
        fields: answer.errors?.[0].extensions?.fields,
      }).toEqual({
        payment,
        code: 'BAD_USER_INPUT',
        fields: { [field]: message },
      });
    }
    expect(await orderAudit(app, order.orderNumber)).toHaveLength(3);
    const board = await desk(app, D.board, { search: order.phone });
    expect(board.data.orderBoard.orders).toEqual([
      expect.objectContaining({
        orderNumber: order.orderNumber,
        status: 'DELIVERED',
        owedAmount: 240,
      }),
    ]);
  });

  it('records a UPI payment once, with who and when; a second is a conflict', async () => {
    const order = await placeOrder(app, {
      quantity: 2,
      price: 100,
      paymentMethod: 'UPI_ON_DELIVERY',
    });
    await moveTo(app, order.orderNumber, ['PROCESSING', 'SHIPPED', 'DELIVERED']);
    const paid = await pay(order.orderNumber, {
      method: 'UPI',
      amount: 240,
      upiReference: ' 412345678901 ',
    });
    expect(paid.errors).toBeUndefined();
    expect(paid.data.recordOrderPayment).toEqual({
      orderNumber: order.orderNumber,
      status: 'DELIVERED',
      payment: {
        amountDue: 240,
        method: 'UPI',
        amount: 240,
        upiReference: '412345678901',
        collectedBy: 'Test pharmacy',
        collectedAt: new Date(app.clock.now()).toISOString(),
      },
    });
    const again = await pay(order.orderNumber, { method: 'CASH', amount: 240 }, 'admin');
    expect(codeOf(again)).toBe('CONFLICT');
    expect(again.errors![0].message).toBe(M.alreadyPaid);
    expect((await orderAudit(app, order.orderNumber)).at(-1)).toEqual({
      action: 'order.payment',
      actor_name: 'Test pharmacy',
      before: null,
      after: { method: 'UPI', amount: 240, upiReference: '412345678901' },
    });
    const board = await desk(app, D.board, { search: order.phone });
    expect(board.data.orderBoard.orders[0].owedAmount).toBeNull();
  });

  it('marks an order out for delivery delivered when its cash is taken at the door', async () => {
    const order = await placeOrder(app, { quantity: 1, price: 60 });
    await moveTo(app, order.orderNumber, ['PROCESSING', 'SHIPPED']);
    const paid = await pay(order.orderNumber, { method: 'CASH', amount: 100 });
    expect(paid.data.recordOrderPayment).toMatchObject({
      status: 'DELIVERED',
      payment: { method: 'CASH', amount: 100, upiReference: null },
    });
    expect((await orderAudit(app, order.orderNumber)).map((row) => row.action)).toEqual([
      'order.process',
      'order.ship',
      'order.deliver',
      'order.payment',
    ]);
    // A refused payment at the door leaves the order out for delivery.
    const other = await placeOrder(app, { quantity: 1, price: 60 });
    await moveTo(app, other.orderNumber, ['PROCESSING', 'SHIPPED']);
    expect(codeOf(await pay(other.orderNumber, { method: 'CASH', amount: 99 }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(await statusOf(app, other.orderNumber)).toBe('SHIPPED');
  });

  it('shows what is owed on the board and sums the day’s collections by staff member and method', async () => {
    const phone = freshPhone();
    const orders = [];
    for (const price of [110, 210, 310, 410]) {
      const order = await placeOrder(app, { quantity: 1, price, phone });
      await moveTo(app, order.orderNumber, ['PROCESSING', 'SHIPPED', 'DELIVERED']);
      orders.push(order);
    }
    const owedOf = async () =>
      (await desk(app, D.board, { owed: true, search: phone })).data.orderBoard.orders.map(
        (o: { orderNumber: string; owedAmount: number }) => [o.orderNumber, o.owedAmount],
      );
    expect(await owedOf()).toEqual(
      orders.map((o, i) => [o.orderNumber, [150, 250, 350, 450][i]]).reverse(),
    );
    // The summary is every owed order's: checked against the table when nothing moved meanwhile.
    const truth = async () => {
      const [row] = await app.dataSource.query(
        `SELECT count(*)::int AS count, coalesce(sum(amount_due), 0)::float8 AS total
         FROM order_payment WHERE collected_at IS NULL`,
      );
      return row;
    };
    const before = await truth();
    const summary = (await desk(app, D.board, {})).data.orderBoard.owed;
    if (JSON.stringify(await truth()) === JSON.stringify(before)) expect(summary).toEqual(before);
    expect(summary.count).toBeGreaterThanOrEqual(4);

    const reportBefore = (await desk(app, D.report, { date: app.day })).data.collectionReport;
    await pay(orders[0].orderNumber, { method: 'CASH', amount: 150 });
    await pay(orders[1].orderNumber, { method: 'UPI', amount: 250, upiReference: 'UTR0000001' });
    await pay(orders[2].orderNumber, { method: 'CASH', amount: 350 }, 'admin');
    await pay(orders[3].orderNumber, { method: 'CASH', amount: 450 });

    const report = await desk(app, D.report, { date: app.day });
    expect(report.errors).toBeUndefined();
    const { collectionReport } = report.data;
    const line = (by: string, method: string) =>
      collectionReport.lines.find(
        (l: { collectedBy: string; method: string }) => l.collectedBy === by && l.method === method,
      );
    const lineBefore = (by: string, method: string) =>
      reportBefore.lines.find(
        (l: { collectedBy: string; method: string }) => l.collectedBy === by && l.method === method,
      ) ?? { count: 0, total: 0 };
    expect(line('Test pharmacy', 'CASH')).toEqual({
      collectedBy: 'Test pharmacy',
      method: 'CASH',
      count: lineBefore('Test pharmacy', 'CASH').count + 2,
      total: lineBefore('Test pharmacy', 'CASH').total + 600,
    });
    expect(line('Test admin', 'CASH')).toMatchObject({
      count: lineBefore('Test admin', 'CASH').count + 1,
      total: lineBefore('Test admin', 'CASH').total + 350,
    });
    expect(line('Test pharmacy', 'UPI').total).toBe(lineBefore('Test pharmacy', 'UPI').total + 250);
    expect(collectionReport).toMatchObject({
      date: app.day,
      count: reportBefore.count + 4,
      total: reportBefore.total + 1200,
    });
    expect(collectionReport.byMethod).toEqual([
      { method: 'CASH', count: expect.any(Number), total: expect.any(Number) },
      { method: 'UPI', count: expect.any(Number), total: expect.any(Number) },
    ]);
    // Today (the app's clock) is the default; another day holds none of these.
    expect((await desk(app, D.report, {})).data.collectionReport.date).toBe(app.day);
    const nextYear = `${Number(app.day.slice(0, 4)) + 20}${app.day.slice(4)}`;
    expect((await desk(app, D.report, { date: nextYear })).data.collectionReport).toMatchObject({
      count: 0,
      total: 0,
      lines: [],
    });
    expect(await owedOf()).toEqual([]);
  });

  it('takes the payment of an order delivered before the desk existed, which owed nothing on the board', async () => {
    const order = await placeOrder(app, { quantity: 1, price: 60 });
    await app.dataSource.query(
      `UPDATE customer_order SET status = 'DELIVERED' WHERE order_number = $1`,
      [order.orderNumber],
    );
    const board = await desk(app, D.board, { search: order.phone });
    expect(board.data.orderBoard.orders[0]).toMatchObject({
      status: 'DELIVERED',
      owedAmount: null,
    });
    const paid = await pay(order.orderNumber, { method: 'CASH', amount: 100 });
    expect(paid.data.recordOrderPayment.payment).toMatchObject({
      amountDue: 100,
      method: 'CASH',
      amount: 100,
      collectedBy: 'Test pharmacy',
    });
    expect((await orderAudit(app, order.orderNumber)).map((row) => row.action)).toEqual([
      'order.payment',
    ]);
  });

  it('refuses a malformed report date', async () => {
    const answer = await desk(app, D.report, { date: '2026-02-30' });
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors![0].message).toBe(M.date);
  });
});
