import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { rupees } from '../../common/money';
import { Order } from '../order.entity';

/** How the money of a delivered order was taken: cash, or a UPI transfer with its reference. */
export enum CollectionMethod {
  CASH = 'CASH',
  UPI = 'UPI',
}

/**
 * What a delivered order owes and, once collected, how it was paid. The row is written when the
 * order is delivered (owed: amount due, nothing collected) and completed once when the money is
 * taken: amount, method, UPI reference, who and when. Orders delivered before the desk existed
 * have none. The owed rows are few, so the board finds them through a small partial index.
 */
@Entity({ name: 'order_payment' })
@Check('order_payment_amount_due_non_negative', 'amount_due >= 0')
@Check('order_payment_method_known', `method IS NULL OR method IN ('CASH','UPI')`)
@Check(
  'order_payment_collected_whole',
  `(collected_at IS NULL) = (method IS NULL) AND (collected_at IS NULL) = (amount IS NULL)
   AND (collected_at IS NULL) = (collected_by IS NULL) AND (collected_at IS NULL) = (actor_kind IS NULL)`,
)
@Check(
  'order_payment_upi_reference',
  `(coalesce(method, '') = 'UPI') = (upi_reference IS NOT NULL)`,
)
@Check('order_payment_actor_known', `actor_kind IS NULL OR actor_kind IN ('staff','key')`)
@Index('order_payment_owed', ['createdAt'], { where: 'collected_at IS NULL' })
@Index('order_payment_collected_at', ['collectedAt'], { where: 'collected_at IS NOT NULL' })
export class OrderPayment {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @ManyToOne(() => Order, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn()
  order: Relation<Order>;

  /** One payment per order: the unique key is what makes a second record impossible. */
  @Index('order_payment_order_unique', { unique: true })
  @Column('int')
  orderId: number;

  /** The order's total when it was delivered, in rupees. */
  @Column('numeric', { precision: 10, scale: 2, transformer: rupees })
  amountDue: number;

  @Column('text', { nullable: true })
  method: CollectionMethod | null;

  /** In rupees; equal to the amount due. */
  @Column('numeric', { precision: 10, scale: 2, nullable: true, transformer: rupees })
  amount: number | null;

  /** The UPI transaction reference (UTR) the patient's app showed; UPI only. */
  @Column('text', { nullable: true })
  upiReference: string | null;

  @Column('text', { nullable: true })
  actorKind: 'staff' | 'key' | null;

  /** The staff account or key that collected it (no foreign key: accounts are never deleted). */
  @Column('int', { nullable: true })
  staffId: number | null;

  @Column('int', { nullable: true })
  keyId: number | null;

  /** The staff member's or key's name as it was. */
  @Column('text', { nullable: true })
  collectedBy: string | null;

  @Column('timestamptz', { nullable: true })
  collectedAt: Date | null;

  /** When the order was delivered and began to be owed. */
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
