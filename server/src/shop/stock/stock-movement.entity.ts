import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { dateStrings } from '../../common/date-column';
import { Order } from '../order.entity';
import { ProductVariant } from '../product-variant.entity';
import { Product } from '../product.entity';
import type { StockMovementKind } from './stock-movement-kind';

/**
 * One change of a product's stock (and of its size's, when it names one), with why and by whom.
 * Rows are only added: a product's stock is the sum of its rows, a size's stock the sum of the
 * rows naming it (see stock-ledger-check.ts). SALE and RELEASE name their order; ADJUSTMENT says
 * why; RECEIPT names the supplier's batch and its expiry date.
 */
@Entity({ name: 'stock_movement' })
@Check('stock_movement_kind_known', `kind IN ('SALE','RELEASE','ADJUSTMENT','RECEIPT')`)
@Check(
  'stock_movement_quantity_signed',
  `(kind = 'SALE' AND quantity < 0) OR (kind IN ('RELEASE','RECEIPT') AND quantity > 0) OR (kind = 'ADJUSTMENT' AND quantity <> 0)`,
)
@Check('stock_movement_order_present', `(kind IN ('SALE','RELEASE')) = (order_id IS NOT NULL)`)
@Check(
  'stock_movement_reason_present',
  `kind <> 'ADJUSTMENT' OR length(btrim(coalesce(reason, ''))) > 0`,
)
@Check(
  'stock_movement_batch_present',
  `(kind = 'RECEIPT') = (batch_number IS NOT NULL AND expiry_date IS NOT NULL)`,
)
@Index('stock_movement_product_at', ['productId', 'at'])
export class StockMovement {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @ManyToOne(() => Product, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn()
  product: Relation<Product>;

  @Column('int')
  productId: number;

  @ManyToOne(() => ProductVariant, { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn()
  variant: Relation<ProductVariant> | null;

  /** The size, for a product sold in sizes. */
  @Index('stock_movement_variant_id')
  @Column('int', { nullable: true })
  variantId: number | null;

  @Column('text')
  kind: StockMovementKind;

  /** Units added (positive) or taken (negative). */
  @Column('int')
  quantity: number;

  @Column('text', { nullable: true })
  reason: string | null;

  @Column('text', { nullable: true })
  batchNumber: string | null;

  // Near-expiry reads walk receipts by expiry date.
  @Index('stock_movement_expiry_date', { where: `kind = 'RECEIPT'` })
  @Column('date', { nullable: true, transformer: { to: (v: unknown) => v, from: dateOnly } })
  expiryDate: string | null;

  @ManyToOne(() => Order, { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn()
  order: Relation<Order> | null;

  @Index('stock_movement_order_id')
  @Column('int', { nullable: true })
  orderId: number | null;

  /** The staff member's or key's name as it was, or 'patient' / 'system'. */
  @Column('text')
  by: string;

  @Column('timestamptz', { default: () => 'now()' })
  at: Date;
}

function dateOnly(value: string | Date | null): string | null {
  return value === null ? null : dateStrings.from([value])[0];
}
