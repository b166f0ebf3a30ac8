import type { DataSource, EntityManager } from 'typeorm';
import { lockKey, LOCK_SPACE } from '../common/advisory-lock';
import { logBusinessEvent } from '../common/business-events';
import {
  DEFAULT_DELIVERY_AREAS,
  DEFAULT_ORDER_CAPS,
  type DeliveryArea,
  type OrderCaps,
} from '../common/config';
import type { DeliveryMethod } from './delivery/delivery-method';
import { quoteDelivery, type DeliveryQuote } from './delivery/delivery-quote';
import { DomainError, driverError } from '../common/errors';
import { languageOr, type Language } from '../common/language';
import type { RateLimiter, RateLimitRule } from '../common/rate-limit';
import type { RequestContext } from '../common/request-context';
import { recordOrderChange } from './order-history';
import { checkOrderSize, clinicDayOf, perDayRefusal } from './order-limits';
import type { OrderMessagesOut } from './order-messages-out';
import { orderNumber as newOrderNumber } from './order-number';
import { readOrders } from './order-reader';
import { releaseUnconfirmedOrders } from './order-release';
import { OrderStatus } from './order-status';
import type { OrderView } from './order-view';
import { PAYMENT_METHOD_MESSAGE, PaymentMethods } from './payment/payment-methods';
import { attachPrescription } from './prescriptions/checkout-prescription';
import { checkSizes, lineKey, lockSizes, splitLines, takeSizes } from './order-variants';
import { recordMovements } from './stock/stock-ledger';
import { StockMovementKind } from './stock/stock-movement-kind';

export interface OrderLineRequest {
  productId: string;
  quantity: number;
  /** The size, for a product sold in sizes. */
  variantId?: string | null;
}

/** A validated order request (PlaceOrderInput, or the REST body mapped onto it). */
export interface OrderRequest {
  items: OrderLineRequest[];
  customerName: string;
  customerEmail?: string | null;
  customerPhone: string;
  shippingAddress: string;
  /** Cash on delivery when left out. */
  paymentMethod?: string | null;
  /** Home delivery when left out. */
  deliveryMethod?: DeliveryMethod | null;
  /** Six digits; needed for home delivery (see quoteDelivery). */
  pinCode?: string | null;
  notes?: string | null;
  idempotencyKey?: string | null;
  /** The one-time token of a prescription upload; needed when a product is prescription-only. */
  prescriptionToken?: string | null;
  /** The patient's messages are in English when not given. */
  language?: Language | null;
}

export const KEY_REUSED_MESSAGE = 'This order request was already used. Please try again.';

/**
 * Orders placed per client address. A family places one or two, and a patient short of stock
 * tries again with a lower quantity; one address may be the clinic's desk ordering for patients or
 * a carrier's NAT shared by many. 20 an hour covers all of that, while a script placing fake
 * orders to empty the shelves (every order holds stock until staff cancel it) is slowed down.
 * Idempotent retries and refused input do not count.
 */
export const ORDER_PLACEMENT_LIMIT: RateLimitRule = {
  name: 'order-placement',
  limit: 20,
  windowMs: 60 * 60_000,
  message:
    'Many orders have been placed from your connection in the last hour. Please try again later, or call the clinic to order.',
};

const ORDER_NUMBER_ATTEMPTS = 10;
const paise = (rupees: number) => Math.round(rupees * 100);

interface StockRow {
  id: number;
  name: string;
  /** numeric, as PostgreSQL writes it */
  price: string;
  stock: number;
  hidden: boolean;
}

/** Same product twice in one request counts as one line with both quantities. */
function mergeLines(items: OrderLineRequest[]): Map<number, number> {
  const lines = new Map<number, number>();
  for (const { productId, quantity } of items) {
    const id = Number(productId);
    lines.set(id, (lines.get(id) ?? 0) + quantity);
  }
  return lines;
}

export class OrderService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rateLimiter: RateLimiter,
    private readonly messages: OrderMessagesOut,
    readonly caps: OrderCaps = DEFAULT_ORDER_CAPS,
    readonly deliveryAreas: readonly DeliveryArea[] = DEFAULT_DELIVERY_AREAS,
    private readonly payments = new PaymentMethods(),
  ) {}

  /**
   * One transaction: the products are locked and stock is decremented by one conditional UPDATE
   * (so concurrent orders can never sell more than there is), prices come from the database, then
   * the order and its lines are written. Any short line rolls the whole order back.
   */
  async placeOrder(ctx: RequestContext, request: OrderRequest): Promise<OrderView> {
    const payment = this.payments.resolve(request.paymentMethod);
    if (!payment) {
      throw new DomainError('VALIDATION', PAYMENT_METHOD_MESSAGE, {
        paymentMethod: PAYMENT_METHOD_MESSAGE,
      });
    }
    // Refused before anything is counted or written: a wrong PIN costs the patient nothing.
    const delivery = quoteDelivery(this.deliveryAreas, request.deliveryMethod, request.pinCode);
    const lines = mergeLines(request.items);
    // Two lines of one product are one line: together they may not pass the cap either.
    checkOrderSize(lines, this.caps);
    const key = request.idempotencyKey ?? null;
    if (key) {
      const earlier = await this.replay(key, request, lines);
      if (earlier) return earlier;
    }
    await this.rateLimiter.hit(ORDER_PLACEMENT_LIMIT, ctx.clientKey);
    try {
      const orderId = await this.dataSource.transaction((manager) =>
        this.writeOrder(manager, ctx, request, delivery),
      );
      const [order] = await readOrders(this.dataSource.manager, 'o.id = $1', [orderId], true);
      logBusinessEvent(ctx, {
        event: 'order placed',
        orderId: Number(order.id),
        units: order.itemCount,
        total: order.totalAmount,
      });
      return order;
    } catch (error) {
      // A retry raced the first request, which won (and may have taken the last stock or the
      // day's last order): answer with the first order.
      const lost =
        driverError(error).constraint === 'order_idempotency_key_unique' ||
        error instanceof DomainError;
      if (key && lost) {
        const earlier = await this.replay(key, request, lines);
        if (earlier) return earlier;
      }
      throw error;
    }
  }

  /**
   * Cancels every PENDING order nobody confirmed within the configured hours and puts its stock
   * back (see order-release.ts). Returns how many were released.
   */
  releaseUnconfirmed(now: Date): Promise<number> {
    return releaseUnconfirmedOrders(this.dataSource, this.caps, now, this.messages);
  }

  /**
   * The order first placed with this key, when the request is a retry of it. The same key with
   * other products or another address is not a retry: answering with the first order would hide
   * that the new one was never placed.
   */
  private async replay(
    key: string,
    request: OrderRequest,
    _lines: Map<number, number>,
  ): Promise<OrderView | undefined> {
    const earlier = await this.byIdempotencyKey(key, request.customerPhone);
    if (!earlier) return undefined;
    const asked = new Map<string, number>();
    for (const item of request.items) {
      const k = lineKey(Number(item.productId), item.variantId ? Number(item.variantId) : null);
      asked.set(k, (asked.get(k) ?? 0) + item.quantity);
    }
    const sameLines =
      earlier.items?.length === asked.size &&
      earlier.items.every(
        (line) => asked.get(lineKey(line.productId, line.variantId)) === line.quantity,
      );
    if (!sameLines || earlier.shippingAddress !== request.shippingAddress.trim()) {
      throw new DomainError('CONFLICT', KEY_REUSED_MESSAGE, { idempotencyKey: KEY_REUSED_MESSAGE });
    }
    return earlier;
  }

  /**
   * The same statements whatever the number of lines: the phone's day, lock, decrement, the
   * order, its lines, its history.
   */
  private async writeOrder(
    manager: EntityManager,
    ctx: RequestContext,
    request: OrderRequest,
    delivery: DeliveryQuote,
  ): Promise<number> {
    const now = ctx.now();
    await this.withinDailyCap(manager, request.customerPhone, now);
    const lines = mergeLines(request.items);
    const ids = [...lines.keys()].sort((a, b) => a - b);
    // Locked in ascending ids, so two orders sharing products never wait on each other in a
    // circle; while locked, the stock read here is the stock the UPDATE below takes from.
    const rows = (await manager.query(
      `SELECT id, name, price, stock, hidden FROM product WHERE id = ANY($1::int[])
       ORDER BY id FOR UPDATE`,
      [ids],
    )) as StockRow[];
    // A hidden product is no longer sold, as if it were gone (its row stays for old orders).
    const byId = new Map(rows.filter((row) => !row.hidden).map((row) => [Number(row.id), row]));
    for (const id of ids) this.checkLine(id, lines.get(id)!, byId.get(id));
    const sizeLines = splitLines(request.items);
    const sizes = await lockSizes(manager, ids);
    checkSizes(sizeLines, sizes, (id) => byId.get(id)!.name);

    const quantities = ids.map((id) => lines.get(id)!);
    // Through TypeORM, UPDATE answers [rows, affected]. The condition is the last word on stock.
    const [, affected] = (await manager.query(
      `UPDATE product p SET stock = p.stock - l.quantity
       FROM unnest($1::int[], $2::int[]) AS l(id, quantity)
       WHERE p.id = l.id AND p.stock >= l.quantity`,
      [ids, quantities],
    )) as [unknown, number];
    if (affected !== ids.length) throw new Error('Stock changed under a row lock');
    await takeSizes(manager, sizeLines.bySize);

    const sold = ids.map((id) => byId.get(id)!);
    // The same arithmetic as the checkout summary (client/src/features/shop/order-totals.ts).
    const totalPaise = sold.reduce(
      (sum, product, i) => sum + paise(Number(product.price)) * quantities[i],
      paise(delivery.fee),
    );
    const orderId = await this.insertOrder(manager, request, delivery, totalPaise / 100, now);
    await attachPrescription(manager, orderId, ids, request.prescriptionToken, now);
    // One line per product, or per size of a product sold in sizes.
    const label = new Map(sizes.map((size) => [size.id, size.label]));
    const out = ids.flatMap((id): { id: number; variantId: number | null; quantity: number }[] => {
      const sized = [...sizeLines.bySize]
        .filter(([, line]) => line.productId === id)
        .sort(([a], [b]) => a - b);
      if (sized.length === 0) return [{ id, variantId: null, quantity: lines.get(id)! }];
      return sized.map(([variantId, line]) => ({ id, variantId, quantity: line.quantity }));
    });
    await manager.query(
      `INSERT INTO order_item (order_id, product_id, product_name, unit_price, quantity,
         variant_id, variant_label)
       SELECT $1, l.* FROM unnest($2::int[], $3::text[], $4::numeric[], $5::int[], $6::int[],
         $7::text[]) AS l`,
      [
        orderId,
        out.map((line) => line.id),
        out.map((line) => byId.get(line.id)!.name),
        out.map((line) => byId.get(line.id)!.price),
        out.map((line) => line.quantity),
        out.map((line) => line.variantId),
        out.map((line) => (line.variantId === null ? null : label.get(line.variantId)!)),
      ],
    );
    // The ledger's SALE rows: one per line, as the stock was taken above.
    await recordMovements(
      manager,
      out.map((line) => ({
        productId: line.id,
        variantId: line.variantId,
        kind: StockMovementKind.SALE,
        quantity: -line.quantity,
        orderId,
      })),
      { actor: ctx.actor, at: now },
    );
    await recordOrderChange(manager, orderId, null, OrderStatus.PENDING, {
      reason: 'placed',
      actor: ctx.actor,
      at: now,
    });
    // Last, in this transaction: a refused order (or a retry losing to its first) writes none.
    await this.messages.placed(manager, orderId, now);
    return orderId;
  }

  /**
   * Orders one phone placed today (clinic day), cancelled ones included: the cap counts what was
   * placed, so a cancellation (by staff, or the release of an unconfirmed order) never makes
   * room for more the same day. The phone's lock makes parallel orders count one after another.
   */
  private async withinDailyCap(manager: EntityManager, phone: string, now: Date): Promise<void> {
    await lockKey(manager, LOCK_SPACE.orderPhone, phone);
    const { start, end } = clinicDayOf(now);
    const [{ placed }] = (await manager.query(
      `SELECT count(*)::int AS placed FROM customer_order
       WHERE customer_phone = $1 AND created_at >= $2 AND created_at < $3`,
      [phone, start, end],
    )) as { placed: number }[];
    if (placed >= this.caps.maxPerPhonePerDay) throw perDayRefusal(this.caps, now);
  }

  /** Throws the message a patient needs: which product, and how many are left. */
  private checkLine(productId: number, quantity: number, product: StockRow | undefined): void {
    if (!product) {
      const message = 'A product in your cart is no longer sold. Please remove it and try again.';
      throw new DomainError(
        'VALIDATION',
        message,
        { items: message },
        {
          productId: String(productId),
        },
      );
    }
    if (product.stock >= quantity) return;
    const details = { productId: String(productId), available: product.stock, requested: quantity };
    if (product.stock === 0) {
      throw new DomainError(
        'OUT_OF_STOCK',
        `${product.name} is out of stock. Please remove it from your cart.`,
        undefined,
        details,
      );
    }
    throw new DomainError(
      'OUT_OF_STOCK',
      `Only ${product.stock} left of ${product.name}. Please lower the quantity to ${product.stock} or less.`,
      undefined,
      details,
    );
  }

  /** Inserts the order under a fresh number, drawing another when one is already taken today. */
  private async insertOrder(
    manager: EntityManager,
    request: OrderRequest,
    delivery: DeliveryQuote,
    totalAmount: number,
    now: Date,
  ): Promise<number> {
    for (let attempt = 0; attempt < ORDER_NUMBER_ATTEMPTS; attempt += 1) {
      // Four digits hold about 10,000 orders a day; past the fourth clash in a row the day is
      // crowded, so draw from 100,000 and then 1,000,000 instead of failing the order.
      const digitCount = attempt < 4 ? 4 : attempt < 7 ? 5 : 6;
      // ON CONFLICT on the number only: a clash draws again without aborting the transaction,
      // while an idempotency-key clash still raises and is answered by placeOrder.
      const rows = (await manager.query(
        `INSERT INTO customer_order (order_number, status, customer_name, customer_phone,
           customer_email, shipping_address, notes, total_amount, idempotency_key, created_at,
           payment_method, delivery_method, delivery_pin, delivery_fee, same_day_delivery,
           language)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
         ON CONFLICT ON CONSTRAINT order_number_unique DO NOTHING
         RETURNING id`,
        [
          newOrderNumber(now, undefined, digitCount),
          OrderStatus.PENDING,
          request.customerName.trim(),
          request.customerPhone,
          request.customerEmail?.trim() ?? '',
          request.shippingAddress.trim(),
          request.notes?.trim() || null,
          totalAmount,
          request.idempotencyKey ?? null,
          now,
          this.payments.resolve(request.paymentMethod)!.code,
          delivery.method,
          delivery.pinCode,
          delivery.fee,
          delivery.sameDay,
          languageOr(request.language),
        ],
      )) as { id: number }[];
      if (rows.length > 0) return rows[0].id;
    }
    throw new Error(`No free order number after ${ORDER_NUMBER_ATTEMPTS} attempts`);
  }

  private async byIdempotencyKey(key: string, phone: string): Promise<OrderView | undefined> {
    const [order] = await readOrders(
      this.dataSource.manager,
      'o.idempotency_key = $1',
      [key],
      true,
    );
    if (!order) return undefined;
    // A key is only a retry of the same patient's request, never a way to read another's order.
    if (order.customer?.phone !== phone) {
      throw new DomainError('CONFLICT', KEY_REUSED_MESSAGE, { idempotencyKey: KEY_REUSED_MESSAGE });
    }
    return order;
  }
}
