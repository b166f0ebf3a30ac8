import { randomInt, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../common/database';
import type { StaffRole } from '../../common/staff-role';
import { entities } from '../../entities';
import { migrations } from '../../migrations';
import { freshPhone } from '../../test/phones';
import {
  makeAccount,
  MovableClock,
  signedIn,
  staffGraphql,
  type StaffAnswer,
  type StaffApp,
} from '../../test/staff';
import { graphql, startTestApp, testDatabaseUrl } from '../../test/test-app';

// Shared by the pharmacy desk's integration tests: a real app on a clock of its own (a far day
// no other test uses, so a day's board and collections hold this app's orders alone), orders
// placed through the public door, and the desk's operations through /staff/graphql.

export const DESK_DOCUMENTS = {
  board: `query Board($status: OrderStatus, $owed: Boolean, $search: String, $day: String,
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
  }`,
  order: `query DeskOrder($orderNumber: String!) {
    deskOrder(orderNumber: $orderNumber) {
      orderNumber status customerName customerPhone customerEmail shippingAddress notes
      totalAmount deliveryFee itemsTotal paymentMethod deliveryMethod deliveryPin sameDayDelivery
      prescriptionStatus nextStatuses
      items { name size quantity unitPrice lineTotal }
      history { from to at by reason }
      payment { amountDue method amount upiReference collectedBy collectedAt }
    }
  }`,
  setStatus: `mutation SetOrderStatus($orderNumber: String!, $status: OrderStatus!, $reason: String) {
    setOrderStatus(orderNumber: $orderNumber, status: $status, reason: $reason) {
      orderNumber status nextStatuses history { from to by reason }
      payment { amountDue method collectedAt }
    }
  }`,
  pay: `mutation RecordOrderPayment($orderNumber: String!, $payment: OrderPaymentInput!) {
    recordOrderPayment(orderNumber: $orderNumber, payment: $payment) {
      orderNumber status
      payment { amountDue method amount upiReference collectedBy collectedAt }
    }
  }`,
  report: `query CollectionReport($date: String) {
    collectionReport(date: $date) {
      date count total
      lines { collectedBy method count total }
      byMethod { method count total }
    }
  }`,
} as const;

export interface DeskApp extends StaffApp {
  /** The app's clinic date, YYYY-MM-DD. */
  day: string;
  /** A signed-in member of each role (admin with its second factor), by role. */
  cookies: Map<StaffRole, string>;
  /** A second pharmacist, for two desks at once. */
  secondPharmacist: string;
}

/**
 * The app on a pool of `connections` (races need requests truly in parallel) and a clock set on a
 * random clinic day of 2040-2049 at 11:00 IST.
 */
export async function startDeskApp(connections = 6): Promise<DeskApp> {
  const day = `${2040 + randomInt(10)}-${String(1 + randomInt(12)).padStart(2, '0')}-${String(
    1 + randomInt(28),
  ).padStart(2, '0')}`;
  const clock = new MovableClock(new Date(`${day}T11:00:00+05:30`));
  const dataSource = new DataSource(
    dataSourceOptions(testDatabaseUrl(), { entities, migrations }, connections),
  );
  await dataSource.initialize();
  const app = await startTestApp({ rateLimitScale: 1000 }, dataSource, undefined, { clock });
  const staffApp: StaffApp = {
    ...app,
    clock,
    async close() {
      await app.close();
      await dataSource.destroy();
    },
  };
  const cookies = new Map<StaffRole, string>();
  for (const role of ['pharmacy', 'admin', 'reception', 'doctor'] as const) {
    cookies.set(role, (await signedIn(staffApp, await makeAccount(dataSource, role))).cookie);
  }
  const second = await signedIn(staffApp, await makeAccount(dataSource, 'pharmacy'));
  return { ...staffApp, day, cookies, secondPharmacist: second.cookie };
}

/** One desk operation as `role` (or with the cookie given). */
export function desk(
  app: DeskApp,
  query: string,
  variables: Record<string, unknown>,
  as: StaffRole | { cookie: string } = 'pharmacy',
): Promise<StaffAnswer> {
  const cookie = typeof as === 'string' ? app.cookies.get(as) : as.cookie;
  return staffGraphql(app.url, query, variables, { cookie });
}

export interface PlacedOrder {
  orderNumber: string;
  phone: string;
  productId: string;
  totalAmount: number;
}

const PLACE = `mutation Place($input: PlaceOrderInput!) {
  placeOrder(input: $input) { orderNumber totalAmount }
}`;

/**
 * An order placed as a patient does, for `quantity` of a product of its own (stock 10 unless
 * given), home delivery to 464001 (fee ₹40).
 */
export async function placeOrder(
  app: DeskApp,
  options: {
    quantity?: number;
    stock?: number;
    price?: number;
    name?: string;
    phone?: string;
    paymentMethod?: 'COD' | 'UPI_ON_DELIVERY';
    /** The patient's language (GraphQL's EN or HI); left out unless told. */
    language?: 'EN' | 'HI';
    email?: string;
  } = {},
): Promise<PlacedOrder> {
  const name = `Desk Product ${randomUUID().slice(0, 8)}`;
  const [product] = await app.dataSource.query(
    `INSERT INTO product (slug, name, description, price, images, category_id, stock)
     VALUES ($1, $2, 'For tests', $3, ARRAY['/images/products/test.svg'],
       (SELECT min(id) FROM category), $4) RETURNING id`,
    [name.toLowerCase().replaceAll(' ', '-'), name, options.price ?? 125.5, options.stock ?? 10],
  );
  const phone = options.phone ?? freshPhone();
  const answer = await graphql(app.url, PLACE, {
    input: {
      items: [{ productId: String(product.id), quantity: options.quantity ?? 2 }],
      customerName: options.name ?? 'Asha Devi',
      customerPhone: phone,
      shippingAddress: '12 Station Road, Vidisha',
      notes: 'Ring the bell twice',
      deliveryMethod: 'HOME_DELIVERY',
      pinCode: '464001',
      paymentMethod: options.paymentMethod ?? 'COD',
      idempotencyKey: randomUUID(),
      ...(options.language ? { language: options.language } : {}),
      ...(options.email ? { customerEmail: options.email } : {}),
    },
  });
  if (!answer.data?.placeOrder) throw new Error(`placeOrder failed: ${JSON.stringify(answer)}`);
  return {
    orderNumber: answer.data.placeOrder.orderNumber,
    totalAmount: answer.data.placeOrder.totalAmount,
    phone,
    productId: String(product.id),
  };
}

export async function stockOf(app: DeskApp, productId: string): Promise<number> {
  const [row] = await app.dataSource.query(`SELECT stock FROM product WHERE id = $1`, [productId]);
  return row.stock;
}

export async function statusOf(app: DeskApp, orderNumber: string): Promise<string> {
  const [row] = await app.dataSource.query(
    `SELECT status FROM customer_order WHERE order_number = $1`,
    [orderNumber],
  );
  return row.status;
}

/** The audit rows of an order, oldest first. */
export function orderAudit(
  app: DeskApp,
  orderNumber: string,
): Promise<{ action: string; actor_name: string; before: unknown; after: unknown }[]> {
  return app.dataSource.query(
    `SELECT action, actor_name, before, after FROM audit_entry
     WHERE record_type = 'order' AND record_id = $1 ORDER BY id`,
    [orderNumber],
  );
}

/** Walks an order through the machine to `status` as the pharmacist. */
export async function moveTo(app: DeskApp, orderNumber: string, path: string[]): Promise<void> {
  for (const status of path) {
    const answer = await desk(app, DESK_DOCUMENTS.setStatus, {
      orderNumber,
      status,
      reason: status === 'CANCELLED' ? 'Test cancel' : null,
    });
    if (answer.errors) throw new Error(`${status}: ${JSON.stringify(answer.errors)}`);
  }
}
