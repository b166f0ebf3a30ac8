import { describeNeeding, withoutRealPostgres } from '../../test/real-postgres';
import { codeOf } from '../../test/staff';
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

// Two desks acting on one order at the same moment, as separate requests on separate database
// connections: the order row's lock decides, the loser is told why, the stock comes back once.

const ROUNDS = 6;

describeNeeding(withoutRealPostgres(), 'pharmacy desk races on real PostgreSQL', () => {
  let app: DeskApp;

  beforeAll(async () => {
    app = await startDeskApp(8);
  });
  afterAll(() => app.close());

  const cancel = (orderNumber: string, cookie?: string) =>
    desk(
      app,
      D.setStatus,
      { orderNumber, status: 'CANCELLED', reason: 'Patient called to cancel' },
      cookie ? { cookie } : 'pharmacy',
    );

  it('two staff cancelling one order at once: one wins, the other is refused, stock returned once', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = await placeOrder(app, { quantity: 3, stock: 10 });
      expect(await stockOf(app, order.productId)).toBe(7);
      const answers = await Promise.all([
        cancel(order.orderNumber),
        cancel(order.orderNumber, app.secondPharmacist),
      ]);
      const winners = answers.filter((answer) => !answer.errors);
      const losers = answers.filter((answer) => answer.errors);
      expect(winners).toHaveLength(1);
      expect(losers.map((answer) => [codeOf(answer), answer.errors![0].message])).toEqual([
        ['CONFLICT', 'This order is already cancelled.'],
      ]);
      expect(await stockOf(app, order.productId)).toBe(10);
      expect(await statusOf(app, order.orderNumber)).toBe('CANCELLED');
      expect((await orderAudit(app, order.orderNumber)).map((row) => row.action)).toEqual([
        'order.cancel',
      ]);
      const [{ n }] = await app.dataSource.query(
        `SELECT count(*)::int AS n FROM order_status_change c JOIN customer_order o ON o.id = c.order_id
         WHERE o.order_number = $1 AND c.to_status = 'CANCELLED'`,
        [order.orderNumber],
      );
      expect(n).toBe(1);
    }
  });

  it('a cancel racing a ship: one outcome, and the stock that outcome needs', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = await placeOrder(app, { quantity: 2, stock: 5 });
      await moveTo(app, order.orderNumber, ['PROCESSING']);
      const ship = desk(
        app,
        D.setStatus,
        { orderNumber: order.orderNumber, status: 'SHIPPED' },
        { cookie: app.secondPharmacist },
      );
      const [cancelled, shipped] = await Promise.all([cancel(order.orderNumber), ship]);
      expect([cancelled, shipped].filter((answer) => !answer.errors)).toHaveLength(1);
      const status = await statusOf(app, order.orderNumber);
      // Either may win a round; whichever did, the rows agree with it.
      if (status === 'CANCELLED') {
        expect(codeOf(shipped)).toBe('CONFLICT');
        expect(await stockOf(app, order.productId)).toBe(5);
      } else {
        expect(status).toBe('SHIPPED');
        expect(codeOf(cancelled)).toBe('BAD_USER_INPUT');
        expect(cancelled.errors![0].message).toMatch(/cannot be cancelled/);
        expect(await stockOf(app, order.productId)).toBe(3);
      }
      expect(await orderAudit(app, order.orderNumber)).toHaveLength(2);
    }
  });

  it('two desks recording one payment at once: recorded once', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = await placeOrder(app, { quantity: 1, price: 60 });
      await moveTo(app, order.orderNumber, ['PROCESSING', 'SHIPPED']);
      const payment = { method: 'CASH', amount: 100 };
      const answers = await Promise.all([
        desk(app, D.pay, { orderNumber: order.orderNumber, payment }),
        desk(
          app,
          D.pay,
          { orderNumber: order.orderNumber, payment },
          { cookie: app.secondPharmacist },
        ),
      ]);
      expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
      expect(answers.map(codeOf).filter(Boolean)).toEqual(['CONFLICT']);
      const [{ n }] = await app.dataSource.query(
        `SELECT count(*)::int AS n FROM order_payment p JOIN customer_order o ON o.id = p.order_id
         WHERE o.order_number = $1 AND p.collected_at IS NOT NULL`,
        [order.orderNumber],
      );
      expect(n).toBe(1);
      expect((await orderAudit(app, order.orderNumber)).map((row) => row.action)).toEqual([
        'order.process',
        'order.ship',
        'order.deliver',
        'order.payment',
      ]);
    }
  });
});
