import type { DataSource, EntityManager } from 'typeorm';
import { addDays, clinicInstant, clinicToday, isCalendarDate } from '../../booking/clinic-time';
import { DomainError } from '../../common/errors';
import { likePattern } from '../../common/like-pattern';
import type { RequestContext } from '../../common/request-context';
import { preparedQuery } from '../../common/prepared-query';
import { normaliseOrderNumber } from '../order-number';
import { OrderStatus } from '../order-status';
import { allowedNextStatuses } from '../order-transitions';
import type { PaymentMethod } from '../payment/payment-method';
import { ORDER_DESK_MESSAGES as M } from './order-desk-messages';
import type {
  BoardCountsView,
  BoardOrderView,
  CollectionReportView,
  DeskOrderView,
  OrderBoardView,
  OwedView,
} from './order-desk-views';
import { CollectionMethod } from './order-payment.entity';

type Queryable = Pick<EntityManager, 'query'>;

export interface BoardFilter {
  /** One status's orders (PENDING when neither this, a search nor `owed` is given). */
  status?: OrderStatus | null;
  /** Delivered orders not yet paid (with a search too: those it finds). */
  owed?: boolean | null;
  /** An order number, a 10-digit phone (spaces and +91 allowed) or at least 3 letters of a name. */
  search?: string | null;
  /** Orders placed on this clinic date, YYYY-MM-DD. */
  day?: string | null;
  paymentMethod?: PaymentMethod | null;
  /** From 1. */
  page?: number | null;
}

export const BOARD_PAGE_SIZE = 30;
const PAGE_MAX = 1000;
const OPEN = [OrderStatus.PENDING, OrderStatus.PROCESSING, OrderStatus.SHIPPED];
const ALL = Object.values(OrderStatus);
const ORDER_NUMBER = /^ORD-\d{8}-\d{4,6}$/;

/** Digits of a phone as staff paste it: spaces, dashes, a +91 or 0 in front. */
function phoneOf(text: string): string | null {
  if (!/^[+\d\s-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length === 10) return digits;
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return null;
}

/** Conditions joined by AND; their values numbered in `params`, which two may share. */
class Where {
  readonly parts: string[] = [];
  constructor(readonly params: unknown[] = []) {}
  add(sql: string): void {
    this.parts.push(sql);
  }
  value(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
  get sql(): string {
    return this.parts.length ? this.parts.join(' AND ') : 'true';
  }
}

const paise = (rupees: number) => Math.round(rupees * 100);

/**
 * What the pharmacy desk reads: the board (counts, what is owed, one page of orders), one order's
 * page and a day's collections. The board is the desk's busiest screen over a table that grows by
 * hundreds of orders a day, so it reads only what it shows, through the status and date index.
 */
export class OrderDeskReadService {
  constructor(private readonly dataSource: DataSource) {}

  private dayRange(day: string): [Date, Date] {
    if (!isCalendarDate(day)) throw new DomainError('VALIDATION', M.date, { day: M.date });
    return [clinicInstant(day, 0), clinicInstant(addDays(day, 1), 0)];
  }

  async board(filter: BoardFilter): Promise<OrderBoardView> {
    const page = filter.page ?? 1;
    if (!Number.isInteger(page) || page < 1 || page > PAGE_MAX) {
      throw new DomainError('VALIDATION', M.page, { page: M.page });
    }
    const day = filter.day?.trim() ? this.dayRange(filter.day.trim()) : null;
    const search = filter.search?.trim() ?? '';

    // The counts: the open statuses always, the final ones for a chosen day.
    const counted = new Where();
    const countStatuses = day ? ALL : OPEN;
    counted.add(`o.status = ANY(${counted.value(countStatuses)}::text[])`);
    if (day) counted.add(`o.created_at >= ${counted.value(day[0])}`);
    if (day) counted.add(`o.created_at < ${counted.value(day[1])}`);
    if (filter.paymentMethod)
      counted.add(`o.payment_method = ${counted.value(filter.paymentMethod)}`);

    const listed = new Where(counted.params);
    if (search) this.searchWhere(listed, search);
    if (filter.owed) {
      listed.add(`o.id IN (SELECT p.order_id FROM order_payment p WHERE p.collected_at IS NULL)`);
    } else if (filter.status || !search) {
      const status = filter.status ?? OrderStatus.PENDING;
      listed.add(`o.status = ${listed.value(status)}`);
    }
    if (day) listed.add(`o.created_at >= ${listed.value(day[0])}`);
    if (day) listed.add(`o.created_at < ${listed.value(day[1])}`);
    if (filter.paymentMethod)
      listed.add(`o.payment_method = ${listed.value(filter.paymentMethod)}`);
    const limit = listed.value(BOARD_PAGE_SIZE + 1);
    const offset = listed.value((page - 1) * BOARD_PAGE_SIZE);

    // One statement, prepared (a handful of texts, one per filter's shape): the board is the
    // desk's most frequent read.
    const [summary] = await preparedQuery<{
      counts: Record<string, number>;
      owed: { count: number; total: number };
      orders: (Omit<BoardOrderView, 'createdAt'> & { createdAt: string })[];
    }>(
      this.dataSource,
      `SELECT
         (SELECT coalesce(json_object_agg(status, n), '{}') FROM (
            SELECT o.status, count(*)::int AS n FROM customer_order o WHERE ${counted.sql}
            GROUP BY o.status) c) AS counts,
         (SELECT json_build_object('count', count(*)::int, 'total', coalesce(sum(amount_due), 0))
          FROM order_payment WHERE collected_at IS NULL) AS owed,
         (SELECT coalesce(json_agg(r ORDER BY r."createdAt" DESC, r.id DESC), '[]') FROM (
            SELECT o.id, o.order_number AS "orderNumber", o.created_at AS "createdAt", o.status,
              o.customer_name AS "customerName", o.total_amount AS "totalAmount",
              o.payment_method AS "paymentMethod", o.delivery_method AS "deliveryMethod",
              o.prescription_status AS "prescriptionStatus",
              (SELECT coalesce(sum(i.quantity), 0)::int FROM order_item i WHERE i.order_id = o.id)
                AS "itemCount",
              (SELECT p.amount_due FROM order_payment p
               WHERE p.order_id = o.id AND p.collected_at IS NULL) AS "owedAmount"
            FROM customer_order o WHERE ${listed.sql}
            ORDER BY o.created_at DESC, o.id DESC LIMIT ${limit} OFFSET ${offset}) r) AS orders`,
      counted.params,
    );
    const rows: BoardOrderView[] = summary.orders.map((row) => ({
      ...row,
      createdAt: new Date(row.createdAt),
    }));
    const counts = summary.counts;
    const boardCounts: BoardCountsView = {
      pending: counts.PENDING ?? 0,
      processing: counts.PROCESSING ?? 0,
      shipped: counts.SHIPPED ?? 0,
      delivered: day ? (counts.DELIVERED ?? 0) : null,
      cancelled: day ? (counts.CANCELLED ?? 0) : null,
    };
    const owed: OwedView = summary.owed;
    return {
      counts: boardCounts,
      owed,
      orders: rows.slice(0, BOARD_PAGE_SIZE),
      page,
      hasMore: rows.length > BOARD_PAGE_SIZE,
    };
  }

  /** By order number, phone or name, whichever the text is. */
  private searchWhere(where: Where, search: string): void {
    const number = normaliseOrderNumber(search);
    if (ORDER_NUMBER.test(number)) {
      where.add(`o.order_number = ${where.value(number)}`);
      return;
    }
    const phone = phoneOf(search);
    if (phone) {
      where.add(`o.customer_phone = ${where.value(phone)}`);
      return;
    }
    if ([...search].length < 3 || /^[+\d\s-]+$/.test(search)) {
      throw new DomainError('VALIDATION', M.search, { search: M.search });
    }
    where.add(`o.customer_name ILIKE ${where.value(likePattern(search))}`);
  }

  /** One order's page, or NOT_FOUND. */
  async order(orderNumber: string, manager: Queryable = this.dataSource): Promise<DeskOrderView> {
    const [row] = (await manager.query(
      `SELECT o.id, o.order_number AS "orderNumber", o.created_at AS "createdAt", o.status,
         o.customer_name AS "customerName", o.customer_phone AS "customerPhone",
         o.customer_email AS "customerEmail", o.shipping_address AS "shippingAddress", o.notes,
         o.total_amount::float8 AS "totalAmount", o.delivery_fee::float8 AS "deliveryFee",
         o.payment_method AS "paymentMethod", o.delivery_method AS "deliveryMethod",
         o.delivery_pin AS "deliveryPin", o.same_day_delivery AS "sameDayDelivery",
         o.prescription_status AS "prescriptionStatus",
         (SELECT json_agg(json_build_object('name', i.product_name, 'size', i.variant_label,
             'quantity', i.quantity, 'unitPrice', i.unit_price::float8) ORDER BY i.id)
          FROM order_item i WHERE i.order_id = o.id) AS items,
         (SELECT json_agg(json_build_object('from', c.from_status, 'to', c.to_status, 'at', c.at,
             'by', c.by, 'reason', c.reason) ORDER BY c.at, c.id)
          FROM order_status_change c WHERE c.order_id = o.id) AS history,
         (SELECT json_build_object('amountDue', p.amount_due::float8, 'method', p.method,
             'amount', p.amount::float8, 'upiReference', p.upi_reference,
             'collectedBy', p.collected_by, 'collectedAt', p.collected_at)
          FROM order_payment p WHERE p.order_id = o.id) AS payment
       FROM customer_order o WHERE o.order_number = $1`,
      [normaliseOrderNumber(orderNumber)],
    )) as (Omit<DeskOrderView, 'items' | 'history' | 'payment' | 'itemsTotal' | 'nextStatuses'> & {
      items: { name: string; size: string | null; quantity: number; unitPrice: number }[] | null;
      history:
        | { from: OrderStatus | null; to: OrderStatus; at: string; by: string; reason: string }[]
        | null;
      payment:
        | (Omit<DeskOrderView['payment'] & object, 'collectedAt'> & { collectedAt: string | null })
        | null;
    })[];
    if (!row) throw new DomainError('NOT_FOUND', M.notFound, { orderNumber: M.notFound });
    return {
      ...row,
      itemsTotal: (paise(row.totalAmount) - paise(row.deliveryFee)) / 100,
      items: (row.items ?? []).map((line) => ({
        ...line,
        lineTotal: (paise(line.unitPrice) * line.quantity) / 100,
      })),
      history: (row.history ?? []).map((step) => ({ ...step, at: new Date(step.at) })),
      payment: row.payment
        ? {
            ...row.payment,
            collectedAt: row.payment.collectedAt ? new Date(row.payment.collectedAt) : null,
          }
        : null,
      nextStatuses: allowedNextStatuses(row.status, row.prescriptionStatus),
    };
  }

  /** A clinic day's collections by staff member and method, with totals in rupees. */
  async collections(ctx: RequestContext, date?: string | null): Promise<CollectionReportView> {
    const day = date?.trim() || clinicToday(ctx.now());
    const [from, to] = this.dayRange(day);
    const rows = (await this.dataSource.query(
      `SELECT collected_by AS "collectedBy", method, count(*)::int AS count,
         sum(amount)::float8 AS total
       FROM order_payment WHERE collected_at >= $1 AND collected_at < $2
       GROUP BY actor_kind, staff_id, key_id, collected_by, method
       ORDER BY collected_by, method`,
      [from, to],
    )) as { collectedBy: string; method: CollectionMethod; count: number; total: number }[];
    const byMethod = Object.values(CollectionMethod).map((method) => {
      const of = rows.filter((row) => row.method === method);
      return {
        method,
        count: of.reduce((n, row) => n + row.count, 0),
        total: of.reduce((sum, row) => sum + paise(row.total), 0) / 100,
      };
    });
    return {
      date: day,
      lines: rows,
      byMethod,
      count: rows.reduce((n, row) => n + row.count, 0),
      total: rows.reduce((sum, row) => sum + paise(row.total), 0) / 100,
    };
  }
}
