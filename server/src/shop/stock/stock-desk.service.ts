import type { DataSource, EntityManager } from 'typeorm';
import { addDays, clinicToday, isCalendarDate } from '../../booking/clinic-time';
import { DomainError, driverError } from '../../common/errors';
import type { RequestContext } from '../../common/request-context';
import { recordStaffAudit, staffActorOf } from '../../staff/audit/record-audit';
import { readDeskProducts, type DeskProductView } from '../catalogue/desk-product-read';
import { expiringBatches, type ExpiringBatchView } from './near-expiry';
import { recordMovements } from './stock-ledger';
import { STOCK_MESSAGES as M } from './stock-messages';
import { StockMovementKind } from './stock-movement-kind';

export interface AdjustmentRequest {
  productId: string;
  variantId?: string | null;
  /** The stock as counted on the shelf; or else `change`. */
  countedStock?: number | null;
  /** Units to add (positive) or take (negative). */
  change?: number | null;
  reason: string;
}

export interface ReceiptRequest {
  productId: string;
  variantId?: string | null;
  quantity: number;
  batchNumber: string;
  /** YYYY-MM-DD, as printed on the pack. */
  expiryDate: string;
  /** The supplier or invoice, optional. */
  note?: string | null;
}

export interface MovementView {
  id: number;
  kind: StockMovementKind;
  quantity: number;
  size: string | null;
  reason: string | null;
  batchNumber: string | null;
  expiryDate: string | null;
  orderNumber: string | null;
  by: string;
  at: Date;
}

const ID = /^[1-9]\d{0,8}$/;
const BATCH = /^[A-Za-z0-9][A-Za-z0-9/.\- ]{0,39}$/;
const MOVEMENTS_SHOWN = 200;
const MAX_UNITS = 1_000_000;

const refuse = (field: string, message: string, code: 'VALIDATION' | 'NOT_FOUND' = 'VALIDATION') =>
  new DomainError(code, message, { [field]: message });

interface Shelf {
  productId: number;
  variantId: number | null;
  label: string | null;
  /** The size's stock for a size, else the product's. */
  stock: number;
  productStock: number;
}

/**
 * The stock ledger at the desk: adjustments (a count, or damaged and expired goods, always with
 * a reason) and receipts (a supplier's delivery, with its batch and expiry). Each locks the
 * product, then its size (the order an order takes them in), moves the stock, writes the ledger
 * row and the audit row in one transaction. Also the ledger's reads: a product's movements,
 * batches near their expiry.
 */
export class StockDeskService {
  constructor(
    private readonly dataSource: DataSource,
    readonly expiryWarningDays: number,
  ) {}

  async adjust(ctx: RequestContext, request: AdjustmentRequest): Promise<DeskProductView> {
    const counted = request.countedStock ?? null;
    const change = request.change ?? null;
    if ((counted === null) === (change === null))
      throw refuse('countedStock', M.oneOfCountOrChange);
    if (counted !== null && (!Number.isInteger(counted) || counted < 0 || counted > MAX_UNITS))
      throw refuse('countedStock', M.countedStock);
    if (
      change !== null &&
      (!Number.isInteger(change) || change === 0 || Math.abs(change) > MAX_UNITS)
    )
      throw refuse('change', M.change);
    const reason = request.reason.trim();
    if ([...reason].length < 3 || [...reason].length > 200) throw refuse('reason', M.reason);
    return this.move(ctx, request, (shelf) => {
      const quantity = counted !== null ? counted - shelf.stock : change!;
      if (quantity === 0) throw refuse('countedStock', M.countMatches);
      if (shelf.stock + quantity < 0) throw refuse('change', M.belowZero(shelf.stock));
      return { kind: StockMovementKind.ADJUSTMENT, quantity, reason };
    });
  }

  async receive(ctx: RequestContext, request: ReceiptRequest): Promise<DeskProductView> {
    const { quantity } = request;
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 100_000)
      throw refuse('quantity', M.quantity);
    const batchNumber = request.batchNumber.trim();
    if (!BATCH.test(batchNumber)) throw refuse('batchNumber', M.batchNumber);
    const expiryDate = request.expiryDate.trim();
    if (!isCalendarDate(expiryDate)) throw refuse('expiryDate', M.expiryDate);
    if (expiryDate <= clinicToday(ctx.now())) throw refuse('expiryDate', M.expired);
    const note = request.note?.trim() || null;
    if (note && [...note].length > 200) throw refuse('note', M.noteLength);
    return this.move(ctx, request, () => ({
      kind: StockMovementKind.RECEIPT,
      quantity,
      reason: note,
      batchNumber,
      expiryDate,
    }));
  }

  private async move(
    ctx: RequestContext,
    request: { productId: string; variantId?: string | null },
    movement: (shelf: Shelf) => {
      kind: StockMovementKind;
      quantity: number;
      reason: string | null;
      batchNumber?: string;
      expiryDate?: string;
    },
  ): Promise<DeskProductView> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const shelf = await this.lockShelf(manager, request);
        const change = movement(shelf);
        await manager.query(`UPDATE product SET stock = stock + $2 WHERE id = $1`, [
          shelf.productId,
          change.quantity,
        ]);
        if (shelf.variantId !== null) {
          await manager.query(`UPDATE product_variant SET stock = stock + $2 WHERE id = $1`, [
            shelf.variantId,
            change.quantity,
          ]);
        }
        const at = ctx.now();
        await recordMovements(
          manager,
          [{ productId: shelf.productId, variantId: shelf.variantId, ...change }],
          { actor: staffActorOf(ctx), at },
        );
        await recordStaffAudit(manager, ctx, {
          action: change.kind === StockMovementKind.RECEIPT ? 'stock.receive' : 'stock.adjust',
          recordType: 'product',
          recordId: shelf.productId,
          before: { size: shelf.label, stock: shelf.stock },
          after: {
            size: shelf.label,
            stock: shelf.stock + change.quantity,
            quantity: change.quantity,
            reason: change.reason,
            batchNumber: change.batchNumber ?? null,
            expiryDate: change.expiryDate ?? null,
          },
        });
        const [product] = await readDeskProducts(manager, this.window(ctx), 'p.id = $1', [
          shelf.productId,
        ]);
        return product;
      });
    } catch (error) {
      // An order took the last units between the desk's read and this: the check is the last word.
      if (driverError(error).code === '23514') throw refuse('change', M.belowZero(0));
      throw error;
    }
  }

  /** The product and size a movement is for, locked (product first, as orders lock them). */
  private async lockShelf(
    manager: EntityManager,
    request: { productId: string; variantId?: string | null },
  ): Promise<Shelf> {
    const [product] = ID.test(request.productId)
      ? ((await manager.query(`SELECT id, stock FROM product WHERE id = $1 FOR UPDATE`, [
          Number(request.productId),
        ])) as { id: number; stock: number }[])
      : [];
    if (!product) throw refuse('productId', M.productNotFound, 'NOT_FOUND');
    const sizes = (await manager.query(
      `SELECT id, label, stock FROM product_variant WHERE product_id = $1 ORDER BY id FOR UPDATE`,
      [product.id],
    )) as { id: number; label: string; stock: number }[];
    const variantId = request.variantId?.trim() || null;
    const base = { productId: Number(product.id), productStock: product.stock };
    if (sizes.length === 0) {
      if (variantId) throw refuse('variantId', M.noSizes);
      return { ...base, variantId: null, label: null, stock: product.stock };
    }
    if (!variantId) throw refuse('variantId', M.sizeNeeded);
    const size = sizes.find((candidate) => String(candidate.id) === variantId);
    if (!size) throw refuse('variantId', M.sizeUnknown);
    return { ...base, variantId: Number(size.id), label: size.label, stock: size.stock };
  }

  private window(ctx: RequestContext) {
    const today = clinicToday(ctx.now());
    return { today, until: addDays(today, this.expiryWarningDays) };
  }

  /** A product's movements, newest first (at most 200). */
  async movements(productId: string): Promise<MovementView[]> {
    if (!ID.test(productId)) return [];
    const rows = (await this.dataSource.query(
      `SELECT m.id, m.kind, m.quantity, v.label AS size, m.reason, m.batch_number AS "batchNumber",
         to_char(m.expiry_date, 'YYYY-MM-DD') AS "expiryDate", o.order_number AS "orderNumber",
         m.by, m.at
       FROM stock_movement m
       LEFT JOIN product_variant v ON v.id = m.variant_id
       LEFT JOIN customer_order o ON o.id = m.order_id
       WHERE m.product_id = $1 ORDER BY m.at DESC, m.id DESC LIMIT ${MOVEMENTS_SHOWN}`,
      [Number(productId)],
    )) as MovementView[];
    return rows.map((row) => ({ ...row, id: Number(row.id) }));
  }

  /** Batches still in stock expiring within `days` (the configured window by default). */
  async nearExpiry(ctx: RequestContext, days?: number | null): Promise<ExpiringBatchView[]> {
    const span = days ?? this.expiryWarningDays;
    if (!Number.isInteger(span) || span < 1 || span > 730) throw refuse('days', M.days);
    const today = clinicToday(ctx.now());
    return expiringBatches(this.dataSource.manager, today, addDays(today, span));
  }
}
