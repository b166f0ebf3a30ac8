import type { DataSource, EntityManager } from 'typeorm';
import { DomainError } from '../../common/errors';
import type { RequestContext } from '../../common/request-context';
import { recordStaffAudit, staffActorOf } from '../../staff/audit/record-audit';
import { issueInvoice } from '../invoice/issue-invoice';
import { recordOrderChange } from '../order-history';
import type { OrderMessagesOut, OrderUpdate } from '../order-messages-out';
import { normaliseOrderNumber } from '../order-number';
import { OrderStatus, type PrescriptionStatus } from '../order-status';
import { orderTransitionProblem } from '../order-transitions';
import { returnOrderStock } from '../stock/return-order-stock';
import type { OrderDeskReadService } from './order-desk-read.service';
import { ORDER_CHANGE_REASONS, ORDER_DESK_MESSAGES as M } from './order-desk-messages';
import type { DeskOrderView } from './order-desk-views';
import { CollectionMethod } from './order-payment.entity';

/** A payment taken for a delivered order (or at its delivery). */
export interface PaymentRequest {
  method: CollectionMethod;
  /** Rupees, exactly the amount due. */
  amount: number;
  /** UPI only: the transaction reference (UTR) the patient's app shows. */
  upiReference?: string | null;
}

/** What the patient is told of each status the desk sets (being packed is not news). */
const UPDATES: Partial<Record<OrderStatus, OrderUpdate>> = {
  [OrderStatus.SHIPPED]: 'order_shipped',
  [OrderStatus.DELIVERED]: 'order_delivered',
  [OrderStatus.CANCELLED]: 'order_cancelled',
};

/** The audit trail's verb for each status the desk sets. */
const VERBS: Record<OrderStatus, string> = {
  [OrderStatus.PENDING]: 'pending',
  [OrderStatus.PROCESSING]: 'process',
  [OrderStatus.SHIPPED]: 'ship',
  [OrderStatus.DELIVERED]: 'deliver',
  [OrderStatus.CANCELLED]: 'cancel',
};

interface LockedOrder {
  id: number;
  order_number: string;
  status: OrderStatus;
  prescription_status: PrescriptionStatus | null;
  total_amount: number;
}

const UPI_REFERENCE = /^[A-Za-z0-9]{6,35}$/;
const AMOUNT_MAX = 99_999_999.99;
const paise = (rupees: number) => Math.round(rupees * 100);

const validation = (field: string, message: string) =>
  new DomainError('VALIDATION', message, { [field]: message });

/**
 * The pharmacy desk's changes to orders: statuses through the one state machine (a cancel puts
 * the stock back, once), and the payment taken at or after delivery. Each change locks the order
 * row first, so two desks acting on one order at once meet there: the second sees what the first
 * did and is refused. Each writes its history step and its audit row in its own transaction.
 */
export class OrderDeskService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly reads: OrderDeskReadService,
    private readonly messages: OrderMessagesOut,
  ) {}

  private async locked(manager: EntityManager, orderNumber: string): Promise<LockedOrder> {
    const [row] = (await manager.query(
      `SELECT id, order_number, status, prescription_status, total_amount::float8 AS total_amount
       FROM customer_order WHERE order_number = $1 FOR UPDATE`,
      [normaliseOrderNumber(orderNumber)],
    )) as LockedOrder[];
    if (!row) throw new DomainError('NOT_FOUND', M.notFound, { orderNumber: M.notFound });
    return row;
  }

  async setStatus(
    ctx: RequestContext,
    orderNumber: string,
    to: OrderStatus,
    reasonText?: string | null,
  ): Promise<DeskOrderView> {
    const reason = reasonText?.trim() || null;
    const now = ctx.now();
    return this.dataSource.transaction(async (manager) => {
      const row = await this.locked(manager, orderNumber);
      const problem = orderTransitionProblem({
        from: row.status,
        to,
        prescriptionStatus: row.prescription_status,
        reason,
      });
      if (problem) {
        throw new DomainError(problem.conflict ? 'CONFLICT' : 'VALIDATION', problem.message, {
          [problem.field]: problem.message,
        });
      }
      await this.change(manager, ctx, row, to, reason, now);
      return this.reads.order(row.order_number, manager);
    });
  }

  /** One step of the machine, already allowed: the row, its stock, its history, its audit. */
  private async change(
    manager: EntityManager,
    ctx: RequestContext,
    row: LockedOrder,
    to: OrderStatus,
    reason: string | null,
    at: Date,
  ): Promise<void> {
    // The row is locked and was not cancelled: the stock comes back exactly once.
    if (to === OrderStatus.CANCELLED)
      await returnOrderStock(manager, row.id, { actor: ctx.actor, at });
    await manager.query(`UPDATE customer_order SET status = $2 WHERE id = $1`, [row.id, to]);
    if (to === OrderStatus.DELIVERED) await this.delivered(manager, row, at);
    await recordOrderChange(manager, row.id, row.status, to, {
      reason: reason ?? ORDER_CHANGE_REASONS[to],
      actor: ctx.actor,
      at,
    });
    await recordStaffAudit(manager, ctx, {
      action: `order.${VERBS[to]}`,
      recordType: 'order',
      recordId: row.order_number,
      before: { status: row.status },
      after: { status: to, ...(reason ? { reason } : {}) },
    });
    // The staff-written reason stays out of the message: the patient reads it in lookup.
    const update = UPDATES[to];
    if (update) await this.messages.updated(manager, row.id, update, at);
    row.status = to;
  }

  /**
   * What delivery adds in the transaction that makes it, with its manager: the order begins to
   * be owed until its payment is recorded. The GST invoice is issued here too
   * (issueInvoice(manager, row.id, at)), for both ways an order is delivered.
   */
  private async delivered(manager: EntityManager, row: LockedOrder, at: Date): Promise<void> {
    await this.owe(manager, row, at);
  }

  /** The order's owed row, unless it has one (orders delivered before the desk existed do not). */
  private async owe(manager: EntityManager, row: LockedOrder, at: Date): Promise<void> {
    await manager.query(
      `INSERT INTO order_payment (order_id, amount_due, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (order_id) DO NOTHING`,
      [row.id, row.total_amount, at],
    );
    // The tax invoice is numbered in the delivery's own transaction: no gaps, none twice.
    await issueInvoice(manager, row.id, at);
  }

  /**
   * Records the money taken for a delivered order, once; an order out for delivery is marked
   * delivered in the same transaction (paid at the door). Anything else is refused.
   */
  async recordPayment(
    ctx: RequestContext,
    orderNumber: string,
    request: PaymentRequest,
  ): Promise<DeskOrderView> {
    const payment = this.validPayment(request);
    const actor = staffActorOf(ctx);
    const now = ctx.now();
    return this.dataSource.transaction(async (manager) => {
      const row = await this.locked(manager, orderNumber);
      if (row.status === OrderStatus.SHIPPED) {
        await this.change(manager, ctx, row, OrderStatus.DELIVERED, null, now);
      }
      if (row.status !== OrderStatus.DELIVERED) {
        const refusal = M.paymentNotYet(row.status);
        throw new DomainError('VALIDATION', refusal, { orderNumber: refusal });
      }
      // Delivered before the desk existed: owed from now on, then paid at once.
      await this.owe(manager, row, now);
      const [owed] = (await manager.query(
        `SELECT amount_due::float8 AS amount_due, collected_at FROM order_payment
         WHERE order_id = $1 FOR UPDATE`,
        [row.id],
      )) as { amount_due: number; collected_at: Date | null }[];
      if (owed.collected_at) {
        throw new DomainError('CONFLICT', M.alreadyPaid, { orderNumber: M.alreadyPaid });
      }
      if (paise(payment.amount) !== paise(owed.amount_due)) {
        throw validation('amount', M.amountMismatch(owed.amount_due));
      }
      await manager.query(
        `UPDATE order_payment SET method = $2, amount = $3, upi_reference = $4, actor_kind = $5,
           staff_id = $6, key_id = $7, collected_by = $8, collected_at = $9
         WHERE order_id = $1`,
        [
          row.id,
          payment.method,
          payment.amount,
          payment.upiReference,
          actor.kind,
          actor.kind === 'staff' ? actor.staffId : null,
          actor.kind === 'key' ? actor.keyId : null,
          actor.name,
          now,
        ],
      );
      await recordStaffAudit(manager, ctx, {
        action: 'order.payment',
        recordType: 'order',
        recordId: row.order_number,
        before: null,
        after: {
          method: payment.method,
          amount: payment.amount,
          ...(payment.upiReference ? { upiReference: payment.upiReference } : {}),
        },
      });
      return this.reads.order(row.order_number, manager);
    });
  }

  private validPayment(request: PaymentRequest): Required<PaymentRequest> {
    if (!Object.values(CollectionMethod).includes(request.method)) {
      throw validation('method', M.paymentMethod);
    }
    const { amount } = request;
    if (
      typeof amount !== 'number' ||
      !Number.isFinite(amount) ||
      amount <= 0 ||
      amount > AMOUNT_MAX ||
      Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6
    ) {
      throw validation('amount', M.amount);
    }
    const upiReference = request.upiReference?.trim() || null;
    if (request.method === CollectionMethod.UPI) {
      if (!upiReference || !UPI_REFERENCE.test(upiReference)) {
        throw validation('upiReference', M.upiReference);
      }
    } else if (upiReference) {
      throw validation('upiReference', M.upiReferenceNotForCash);
    }
    return { method: request.method, amount: paise(amount) / 100, upiReference };
  }
}
