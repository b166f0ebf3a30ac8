import { graphql } from '../../test/test-app';
import { codeOf, staffGraphql } from '../../test/staff';
import { OrderStatus as S } from '../order-status';
import { NEXT_ORDER_STATUSES } from '../order-transitions';
import { ORDER_DESK_MESSAGES as M } from './order-desk-messages';
import {
  desk,
  DESK_DOCUMENTS as D,
  moveTo,
  orderAudit,
  placeOrder,
  startDeskApp,
  statusOf,
  stockOf,
  type DeskApp,
} from './order-desk-test-helpers';

// The pharmacy desk through the real HTTP app at /staff/graphql: every status change and every
// refused one, cancels that return stock and tell the patient why, and who may do any of it.

const LOOKUP = `query Look($orderNumber: String!, $phone: String!) {
  order(orderNumber: $orderNumber, phone: $phone) { status cancelReason }
}`;

const PATHS: Record<S, S[]> = {
  [S.PENDING]: [],
  [S.PROCESSING]: [S.PROCESSING],
  [S.SHIPPED]: [S.PROCESSING, S.SHIPPED],
  [S.DELIVERED]: [S.PROCESSING, S.SHIPPED, S.DELIVERED],
  [S.CANCELLED]: [S.CANCELLED],
};

describe('the pharmacy desk: order statuses', () => {
  let app: DeskApp;

  beforeAll(async () => {
    app = await startDeskApp(3);
  });
  afterAll(() => app.close());

  it('walks an order from pending to delivered: a history step and an audit row for each', async () => {
    const order = await placeOrder(app, { quantity: 2, stock: 10 });
    expect(await stockOf(app, order.productId)).toBe(8);
    const { orderNumber } = order;

    const processing = await desk(app, D.setStatus, { orderNumber, status: 'PROCESSING' });
    expect(processing.errors).toBeUndefined();
    expect(processing.data.setOrderStatus).toMatchObject({
      status: 'PROCESSING',
      nextStatuses: ['SHIPPED', 'CANCELLED'],
    });
    await moveTo(app, orderNumber, ['SHIPPED']);
    const delivered = await desk(
      app,
      D.setStatus,
      { orderNumber, status: 'DELIVERED', reason: 'Handed to the patient’s son' },
      'admin',
    );
    expect(delivered.data.setOrderStatus).toMatchObject({
      status: 'DELIVERED',
      nextStatuses: [],
      payment: { amountDue: order.totalAmount, method: null, collectedAt: null },
    });

    const page = await desk(app, D.order, { orderNumber: orderNumber.toLowerCase() });
    expect(page.data.deskOrder).toMatchObject({
      orderNumber,
      status: 'DELIVERED',
      customerName: 'Asha Devi',
      customerPhone: order.phone,
      shippingAddress: '12 Station Road, Vidisha',
      notes: 'Ring the bell twice',
      deliveryMethod: 'HOME_DELIVERY',
      deliveryPin: '464001',
      deliveryFee: 40,
      totalAmount: 291,
      itemsTotal: 251,
      paymentMethod: 'COD',
      prescriptionStatus: null,
      items: [
        {
          name: expect.stringMatching(/^Desk Product/),
          quantity: 2,
          unitPrice: 125.5,
          lineTotal: 251,
        },
      ],
    });
    expect(
      page.data.deskOrder.history.map(({ from, to, by, reason }: Record<string, string>) => ({
        from,
        to,
        by,
        reason,
      })),
    ).toEqual([
      { from: null, to: 'PENDING', by: 'patient', reason: 'placed' },
      { from: 'PENDING', to: 'PROCESSING', by: 'Test pharmacy', reason: 'being packed' },
      { from: 'PROCESSING', to: 'SHIPPED', by: 'Test pharmacy', reason: 'out for delivery' },
      { from: 'SHIPPED', to: 'DELIVERED', by: 'Test admin', reason: 'Handed to the patient’s son' },
    ]);
    expect(await orderAudit(app, orderNumber)).toEqual([
      {
        action: 'order.process',
        actor_name: 'Test pharmacy',
        before: { status: 'PENDING' },
        after: { status: 'PROCESSING' },
      },
      expect.objectContaining({ action: 'order.ship', after: { status: 'SHIPPED' } }),
      expect.objectContaining({
        action: 'order.deliver',
        actor_name: 'Test admin',
        after: { status: 'DELIVERED', reason: 'Handed to the patient’s son' },
      }),
    ]);
    // Delivering keeps the stock sold.
    expect(await stockOf(app, order.productId)).toBe(8);
  });

  it('refuses every change the machine does not allow, changing and recording nothing', async () => {
    let refusals = 0;
    for (const from of Object.values(S)) {
      const order = await placeOrder(app, { quantity: 1, stock: 5 });
      await moveTo(app, order.orderNumber, PATHS[from]);
      const stock = await stockOf(app, order.productId);
      const audits = (await orderAudit(app, order.orderNumber)).length;
      for (const to of Object.values(S).filter((s) => !NEXT_ORDER_STATUSES[from].includes(s))) {
        const answer = await desk(app, D.setStatus, {
          orderNumber: order.orderNumber,
          status: to,
          reason: 'A reason',
        });
        expect({ from, to, data: answer.data?.setOrderStatus ?? null }).toEqual({
          from,
          to,
          data: null,
        });
        const code = from === to || from === S.DELIVERED || from === S.CANCELLED;
        expect(codeOf(answer)).toBe(code ? 'CONFLICT' : 'BAD_USER_INPUT');
        expect(answer.errors![0].message).toEqual(expect.stringMatching(/\w/));
        expect(answer.errors![0].extensions?.fields).toEqual({ status: answer.errors![0].message });
        refusals += 1;
      }
      expect(await statusOf(app, order.orderNumber)).toBe(from);
      expect(await stockOf(app, order.productId)).toBe(stock);
      expect(await orderAudit(app, order.orderNumber)).toHaveLength(audits);
    }
    expect(refusals).toBe(20);
  });

  it('holds a prescription order pending until its prescription is approved', async () => {
    const order = await placeOrder(app);
    const set = (value: string) =>
      app.dataSource.query(
        `UPDATE customer_order SET prescription_status = $2 WHERE order_number = $1`,
        [order.orderNumber, value],
      );
    await set('TO_CHECK');
    const toCheck = await desk(app, D.setStatus, {
      orderNumber: order.orderNumber,
      status: 'PROCESSING',
    });
    expect(codeOf(toCheck)).toBe('BAD_USER_INPUT');
    expect(toCheck.errors![0].message).toBe('The prescription has not been checked yet');
    const page = await desk(app, D.order, { orderNumber: order.orderNumber });
    expect(page.data.deskOrder).toMatchObject({
      prescriptionStatus: 'TO_CHECK',
      nextStatuses: ['CANCELLED'],
    });
    await set('REJECTED');
    const rejected = await desk(app, D.setStatus, {
      orderNumber: order.orderNumber,
      status: 'PROCESSING',
    });
    expect(rejected.errors![0].message).toBe(M.prescriptionRejected);
    await set('APPROVED');
    await moveTo(app, order.orderNumber, ['PROCESSING']);
    expect(await statusOf(app, order.orderNumber)).toBe('PROCESSING');
  });

  it('cancels with a reason the patient reads in the lookup, returning the stock', async () => {
    const order = await placeOrder(app, { quantity: 3, stock: 7 });
    expect(await stockOf(app, order.productId)).toBe(4);
    const bare = await desk(app, D.setStatus, {
      orderNumber: order.orderNumber,
      status: 'CANCELLED',
      reason: '   ',
    });
    expect(codeOf(bare)).toBe('BAD_USER_INPUT');
    expect(bare.errors![0].extensions?.fields).toEqual({ reason: M.reasonRequired });
    expect(await stockOf(app, order.productId)).toBe(4);

    await moveTo(app, order.orderNumber, ['PROCESSING']);
    const cancelled = await desk(app, D.setStatus, {
      orderNumber: order.orderNumber,
      status: 'CANCELLED',
      reason: '  One medicine is out of stock at our supplier  ',
    });
    expect(cancelled.data.setOrderStatus).toMatchObject({ status: 'CANCELLED', nextStatuses: [] });
    expect(await stockOf(app, order.productId)).toBe(7);
    expect(await orderAudit(app, order.orderNumber)).toContainEqual(
      expect.objectContaining({
        action: 'order.cancel',
        before: { status: 'PROCESSING' },
        after: { status: 'CANCELLED', reason: 'One medicine is out of stock at our supplier' },
      }),
    );

    const lookup = await graphql(app.url, LOOKUP, {
      orderNumber: order.orderNumber,
      phone: order.phone,
    });
    expect(lookup.data!.order).toEqual({
      status: 'CANCELLED',
      cancelReason: 'One medicine is out of stock at our supplier',
    });
    const rest = await fetch(
      `${app.url}/api/orders/lookup?phone=${order.phone}&orderNumber=${order.orderNumber}`,
    );
    const text = await rest.text();
    expect(JSON.parse(text).orders[0]).toMatchObject({
      status: 'CANCELLED',
      cancelReason: 'One medicine is out of stock at our supplier',
    });
    expect(text + JSON.stringify(lookup)).not.toContain('Test pharmacy');
    // By phone alone, no reason (nor anything else of the details).
    const byPhone = await graphql(
      app.url,
      `
        query P($phone: String!) {
          ordersByPhone(phone: $phone) {
            status
            cancelReason
          }
        }
      `,
      {
        phone: order.phone,
      },
    );
    expect(byPhone.data!.ordersByPhone).toEqual([{ status: 'CANCELLED', cancelReason: null }]);

    // A second cancel is a conflict, and the stock stays returned once.
    const again = await desk(app, D.setStatus, {
      orderNumber: order.orderNumber,
      status: 'CANCELLED',
      reason: 'Again',
    });
    expect(codeOf(again)).toBe('CONFLICT');
    expect(again.errors![0].message).toBe('This order is already cancelled.');
    expect(await stockOf(app, order.productId)).toBe(7);
  });

  it('answers NOT_FOUND for an unknown order and a clear message for a malformed number', async () => {
    const unknown = await desk(app, D.order, { orderNumber: 'ORD-20400101-0000' });
    expect(codeOf(unknown)).toBe('NOT_FOUND');
    expect(unknown.errors![0].message).toBe(M.notFound);
    const malformed = await desk(app, D.setStatus, { orderNumber: 'APT-12345', status: 'SHIPPED' });
    expect(codeOf(malformed)).toBe('BAD_USER_INPUT');
    expect(malformed.errors![0].extensions?.fields).toEqual({ orderNumber: M.orderNumber });
  });

  it('lets pharmacy and admin in; reception, doctors and anyone signed out get nothing', async () => {
    const order = await placeOrder(app);
    const operations: [string, Record<string, unknown>][] = [
      [D.board, {}],
      [D.order, { orderNumber: order.orderNumber }],
      [D.report, {}],
      [D.setStatus, { orderNumber: order.orderNumber, status: 'PROCESSING' }],
      [
        D.pay,
        { orderNumber: order.orderNumber, payment: { method: 'CASH', amount: order.totalAmount } },
      ],
    ];
    for (const [query, variables] of operations) {
      for (const role of ['reception', 'doctor'] as const) {
        const answer = await desk(app, query, variables, role);
        expect({ role, code: codeOf(answer), data: answer.data }).toEqual({
          role,
          code: 'FORBIDDEN',
          data: null,
        });
      }
      const anonymous = await staffGraphql(app.url, query, variables);
      expect(codeOf(anonymous)).toBe('UNAUTHENTICATED');
    }
    expect(await statusOf(app, order.orderNumber)).toBe('PENDING');
    expect(await orderAudit(app, order.orderNumber)).toEqual([]);
    for (const role of ['pharmacy', 'admin'] as const) {
      expect(
        (await desk(app, D.order, { orderNumber: order.orderNumber }, role)).errors,
      ).toBeUndefined();
    }
  });
});
