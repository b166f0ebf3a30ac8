import type { DataSource, EntityManager } from 'typeorm';
import { DomainError } from '../../common/errors';
import type { RequestContext } from '../../common/request-context';
import { recordStaffAudit, staffActorOf } from '../../staff/audit/record-audit';
import { recordOrderChange } from '../order-history';
import type { OrderMessagesOut } from '../order-messages-out';
import { normaliseOrderNumber } from '../order-number';
import { OrderStatus, PrescriptionStatus } from '../order-status';
import { returnOrderStock } from '../stock/return-order-stock';
import { PRESCRIPTION_MESSAGES as M } from './prescription-messages';
import type { PrescriptionKind } from './prescription.entity';

/** An order whose prescription the pharmacy desk checks (or has checked). */
export interface PrescriptionCheckView {
  orderNumber: string;
  placedAt: Date;
  orderStatus: OrderStatus;
  status: PrescriptionStatus;
  customerName: string;
  customerPhone: string;
  totalAmount: number;
  items: { name: string; size: string | null; quantity: number; prescriptionOnly: boolean }[];
  kind: PrescriptionKind;
  byteSize: number;
  uploadedAt: Date;
  reviewedAt: Date | null;
  reviewerName: string | null;
  reviewerRegistration: string | null;
  rejectReason: string | null;
}

/** The file of a prescription, for the staff route alone. */
export interface PrescriptionFile {
  orderNumber: string;
  kind: PrescriptionKind;
  contentType: string;
  bytes: Buffer;
}

interface CheckRow {
  order_id: number;
  order_number: string;
  created_at: Date;
  status: OrderStatus;
  prescription_status: PrescriptionStatus;
  customer_name: string;
  customer_phone: string;
  total_amount: string;
  kind: PrescriptionKind;
  byte_size: number;
  uploaded_at: Date;
  reviewed_at: Date | null;
  reviewer_name: string | null;
  reviewer_registration: string | null;
  reject_reason: string | null;
}

const CHECK_COLUMNS = `o.id AS order_id, o.order_number, o.created_at, o.status,
  o.prescription_status, o.customer_name, o.customer_phone, o.total_amount, rx.kind, rx.byte_size,
  rx.uploaded_at, rx.reviewed_at, rx.reviewer_name, rx.reviewer_registration, rx.reject_reason`;

const REGISTRATION = /^[A-Za-z0-9/ .-]{2,40}$/;
const LIST_LIMIT = 100;

const validation = (field: string, message: string) =>
  new DomainError('VALIDATION', message, { [field]: message });

/**
 * The pharmacy desk's prescriptions: the orders waiting for a check, each order's file (every
 * view audited), approval (the pharmacist's name and registration number recorded) and rejection
 * (the order cancelled, its stock returned, the reason shown to the patient). Each change runs in
 * one transaction with its history step and audit rows.
 */
export class PrescriptionDeskService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly messages: OrderMessagesOut,
  ) {}

  /** Orders whose prescription has `status`, the oldest waiting first; at most 100. */
  async list(
    status: PrescriptionStatus = PrescriptionStatus.TO_CHECK,
  ): Promise<PrescriptionCheckView[]> {
    const waiting = status === PrescriptionStatus.TO_CHECK;
    const order = waiting ? 'ASC' : 'DESC';
    // An order cancelled (by staff, or released unconfirmed) while waiting waits no more.
    const rows = (await this.dataSource.query(
      `SELECT ${CHECK_COLUMNS} FROM customer_order o JOIN prescription rx ON rx.order_id = o.id
       WHERE o.prescription_status = $1 ${waiting ? `AND o.status = 'PENDING'` : ''}
       ORDER BY o.created_at ${order}, o.id ${order} LIMIT $2`,
      [status, LIST_LIMIT],
    )) as CheckRow[];
    return this.withItems(this.dataSource.manager, rows);
  }

  async byOrderNumber(orderNumber: string): Promise<PrescriptionCheckView> {
    return this.read(this.dataSource.manager, orderNumber);
  }

  /** The signed-in pharmacist's registration number on file, if any. */
  async registrationOf(ctx: RequestContext): Promise<string | null> {
    const actor = staffActorOf(ctx);
    if (actor.kind !== 'staff') return null;
    const [row] = (await this.dataSource.query(
      `SELECT registration_number FROM staff_account WHERE id = $1`,
      [actor.staffId],
    )) as { registration_number: string | null }[];
    return row?.registration_number ?? null;
  }

  /** The file, with an audit row for this view written before a byte is handed out. */
  async file(ctx: RequestContext, orderNumber: string): Promise<PrescriptionFile> {
    return this.dataSource.transaction(async (manager) => {
      const [row] = (await manager.query(
        `SELECT o.order_number, rx.kind, rx.content_type, rx.bytes
         FROM customer_order o JOIN prescription rx ON rx.order_id = o.id
         WHERE o.order_number = $1`,
        [normaliseOrderNumber(orderNumber)],
      )) as { order_number: string; kind: PrescriptionKind; content_type: string; bytes: Buffer }[];
      if (!row) throw new DomainError('NOT_FOUND', M.orderNotFound);
      await recordStaffAudit(manager, ctx, {
        action: 'prescription.view',
        recordType: 'order',
        recordId: row.order_number,
        after: { kind: row.kind },
      });
      return {
        orderNumber: row.order_number,
        kind: row.kind,
        contentType: row.content_type,
        bytes: row.bytes,
      };
    });
  }

  async approve(
    ctx: RequestContext,
    orderNumber: string,
    registrationNumber?: string | null,
  ): Promise<PrescriptionCheckView> {
    const actor = staffActorOf(ctx);
    if (actor.kind !== 'staff') throw new DomainError('FORBIDDEN', M.keysCannotReview);
    const now = ctx.now();
    return this.dataSource.transaction(async (manager) => {
      const row = await this.lockedToCheck(manager, orderNumber);
      const registration = await this.registrationFor(manager, actor.staffId, registrationNumber);
      await manager.query(
        `UPDATE prescription SET reviewed_at = $2, reviewer_id = $3, reviewer_name = $4,
           reviewer_registration = $5 WHERE order_id = $1`,
        [row.order_id, now, actor.staffId, actor.name, registration],
      );
      await manager.query(`UPDATE customer_order SET prescription_status = $2 WHERE id = $1`, [
        row.order_id,
        PrescriptionStatus.APPROVED,
      ]);
      await recordStaffAudit(manager, ctx, {
        action: 'prescription.approve',
        recordType: 'order',
        recordId: row.order_number,
        before: { prescriptionStatus: PrescriptionStatus.TO_CHECK },
        after: { prescriptionStatus: PrescriptionStatus.APPROVED, registration },
      });
      return this.read(manager, row.order_number);
    });
  }

  async reject(
    ctx: RequestContext,
    orderNumber: string,
    reasonText: string,
  ): Promise<PrescriptionCheckView> {
    const actor = staffActorOf(ctx);
    if (actor.kind !== 'staff') throw new DomainError('FORBIDDEN', M.keysCannotReview);
    const reason = reasonText.trim().replace(/\s+/g, ' ');
    if (!reason) throw validation('reason', M.reasonRequired);
    if ([...reason].length > 300) throw validation('reason', M.reasonLength);
    const now = ctx.now();
    return this.dataSource.transaction(async (manager) => {
      const row = await this.lockedToCheck(manager, orderNumber);
      await returnOrderStock(manager, row.order_id, { actor, at: now });
      await manager.query(
        `UPDATE customer_order SET status = $2, prescription_status = $3 WHERE id = $1`,
        [row.order_id, OrderStatus.CANCELLED, PrescriptionStatus.REJECTED],
      );
      await manager.query(
        `UPDATE prescription SET reviewed_at = $2, reviewer_id = $3, reviewer_name = $4,
           reject_reason = $5 WHERE order_id = $1`,
        [row.order_id, now, actor.staffId, actor.name, reason],
      );
      await recordOrderChange(manager, row.order_id, OrderStatus.PENDING, OrderStatus.CANCELLED, {
        reason: M.rejectedHistory(reason),
        actor,
        at: now,
      });
      await recordStaffAudit(manager, ctx, {
        action: 'prescription.reject',
        recordType: 'order',
        recordId: row.order_number,
        before: { prescriptionStatus: PrescriptionStatus.TO_CHECK },
        after: { prescriptionStatus: PrescriptionStatus.REJECTED, reason },
      });
      await recordStaffAudit(manager, ctx, {
        action: 'order.cancel',
        recordType: 'order',
        recordId: row.order_number,
        before: { status: OrderStatus.PENDING },
        after: { status: OrderStatus.CANCELLED, reason, stockReturned: true },
      });
      // One message says both (not accepted, so cancelled), without the pharmacist's reason.
      await this.messages.updated(manager, row.order_id, 'prescription_rejected', now);
      return this.read(manager, row.order_number);
    });
  }

  /** The order row locked, still PENDING with its prescription waiting; else why not. */
  private async lockedToCheck(
    manager: EntityManager,
    orderNumber: string,
  ): Promise<{ order_id: number; order_number: string }> {
    const [row] = (await manager.query(
      `SELECT id AS order_id, order_number, status, prescription_status FROM customer_order
       WHERE order_number = $1 AND prescription_status IS NOT NULL FOR UPDATE`,
      [normaliseOrderNumber(orderNumber)],
    )) as {
      order_id: number;
      order_number: string;
      status: OrderStatus;
      prescription_status: PrescriptionStatus;
    }[];
    if (!row) throw new DomainError('NOT_FOUND', M.orderNotFound, { orderNumber: M.orderNotFound });
    if (row.prescription_status !== PrescriptionStatus.TO_CHECK) {
      throw new DomainError('CONFLICT', M.notToCheck(row.prescription_status));
    }
    if (row.status !== OrderStatus.PENDING) throw new DomainError('CONFLICT', M.orderClosed);
    return row;
  }

  /** The number typed at approval, else the one on the pharmacist's account; one is needed. */
  private async registrationFor(
    manager: EntityManager,
    staffId: number,
    given?: string | null,
  ): Promise<string> {
    const typed = given?.trim();
    if (typed) {
      if (!REGISTRATION.test(typed)) throw validation('registrationNumber', M.registrationFormat);
      return typed;
    }
    const [account] = (await manager.query(
      `SELECT registration_number FROM staff_account WHERE id = $1`,
      [staffId],
    )) as { registration_number: string | null }[];
    if (!account?.registration_number) {
      throw validation('registrationNumber', M.registrationRequired);
    }
    return account.registration_number;
  }

  private async read(manager: EntityManager, orderNumber: string): Promise<PrescriptionCheckView> {
    const rows = (await manager.query(
      `SELECT ${CHECK_COLUMNS} FROM customer_order o JOIN prescription rx ON rx.order_id = o.id
       WHERE o.order_number = $1`,
      [normaliseOrderNumber(orderNumber)],
    )) as CheckRow[];
    if (rows.length === 0) {
      throw new DomainError('NOT_FOUND', M.orderNotFound, { orderNumber: M.orderNotFound });
    }
    return (await this.withItems(manager, rows))[0];
  }

  private async withItems(
    manager: EntityManager,
    rows: CheckRow[],
  ): Promise<PrescriptionCheckView[]> {
    if (rows.length === 0) return [];
    const lines = (await manager.query(
      `SELECT i.order_id, i.product_name, i.variant_label, i.quantity, p.prescription_only
       FROM order_item i JOIN product p ON p.id = i.product_id
       WHERE i.order_id = ANY($1::int[]) ORDER BY i.id`,
      [rows.map((row) => row.order_id)],
    )) as {
      order_id: number;
      product_name: string;
      variant_label: string | null;
      quantity: number;
      prescription_only: boolean;
    }[];
    return rows.map((row) => ({
      orderNumber: row.order_number,
      placedAt: new Date(row.created_at),
      orderStatus: row.status,
      status: row.prescription_status,
      customerName: row.customer_name,
      customerPhone: row.customer_phone,
      totalAmount: Number(row.total_amount),
      items: lines
        .filter((line) => line.order_id === row.order_id)
        .map((line) => ({
          name: line.product_name,
          size: line.variant_label,
          quantity: line.quantity,
          prescriptionOnly: line.prescription_only,
        })),
      kind: row.kind,
      byteSize: row.byte_size,
      uploadedAt: new Date(row.uploaded_at),
      reviewedAt: row.reviewed_at ? new Date(row.reviewed_at) : null,
      reviewerName: row.reviewer_name,
      reviewerRegistration: row.reviewer_registration,
      rejectReason: row.reject_reason,
    }));
  }
}
