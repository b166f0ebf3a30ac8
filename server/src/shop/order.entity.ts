import { Field, Float, ID, ObjectType } from 'type-graphql';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  OneToMany,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import { Language } from '../common/language';
import { rupees } from '../common/money';
import { OrderItem } from './order-item.entity';
import { OrderStatus, type PrescriptionStatus } from './order-status';
import { PaymentMethod } from './payment/payment-method';
import { DeliveryMethod } from './delivery/delivery-method';

/** Table name avoids the SQL keyword ORDER. */
@Entity({ name: 'customer_order' })
@Check('order_status_known', `status IN ('PENDING','PROCESSING','SHIPPED','DELIVERED','CANCELLED')`)
// An erased customer's phone is '' (a data request); the invoice keeps what tax law needs.
@Check('order_phone_10_digits', `customer_phone ~ '^[0-9]{10}$' OR customer_phone = ''`)
@Check('order_total_non_negative', 'total_amount >= 0')
@Check('order_payment_method_known', `payment_method IN ('COD','UPI_ON_DELIVERY')`)
@Check('order_delivery_method_known', `delivery_method IN ('HOME_DELIVERY','PICKUP')`)
@Check('order_delivery_pin_6_digits', `delivery_pin IS NULL OR delivery_pin ~ '^[1-9][0-9]{5}$'`)
@Check(
  'order_prescription_status_known',
  `prescription_status IS NULL OR prescription_status IN ('TO_CHECK','APPROVED','REJECTED')`,
)
@Check('order_delivery_fee_within_total', 'delivery_fee >= 0 AND delivery_fee <= total_amount')
@Check('order_language_known', `language IN ('en','hi')`)
@Index('order_customer_phone_created_at', ['customerPhone', 'createdAt'])
// Housekeeping looks for PENDING orders older than the confirmation window.
@Index('order_pending_created_at', ['createdAt'], { where: `status = 'PENDING'` })
// The pharmacy desk's board: one status's orders newest first, and a day's counts per status.
@Index('order_status_created_at', ['status', 'createdAt', 'id'])
// Finding an order by part of the customer's name (pg_trgm; made by migration OrderDesk).
@Index('order_customer_name_trgm', { synchronize: false })
@Unique('order_number_unique', ['orderNumber'])
@Unique('order_idempotency_key_unique', ['idempotencyKey'])
@ObjectType()
export class Order {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  @Field(() => ID)
  id: number;

  @Column('text')
  @Field(() => String, { description: 'Readable number, e.g. ORD-20261122-4821' })
  orderNumber: string;

  @Column('text', { default: OrderStatus.PENDING })
  @Field(() => OrderStatus)
  status: OrderStatus;

  @Column('text')
  customerName: string;

  @Column('text')
  customerPhone: string;

  @Column('text')
  customerEmail: string;

  @Column('text')
  shippingAddress: string;

  @Column('text', { nullable: true })
  notes: string | null;

  @Column('numeric', { precision: 10, scale: 2, transformer: rupees })
  @Field(() => Float, { description: 'Total in rupees' })
  totalAmount: number;

  /** Orders placed before payment methods existed were all cash on delivery. */
  @Column('text', { default: PaymentMethod.COD })
  paymentMethod: PaymentMethod;

  /** Orders placed before delivery choices were all delivered to the address given. */
  @Column('text', { default: DeliveryMethod.HOME_DELIVERY })
  deliveryMethod: DeliveryMethod;

  @Column('text', { nullable: true })
  deliveryPin: string | null;

  /** Included in totalAmount. */
  @Column('numeric', { precision: 10, scale: 2, default: 0, transformer: rupees })
  deliveryFee: number;

  @Column('boolean', { default: false })
  sameDayDelivery: boolean;

  /** Null when no line needs a prescription; TO_CHECK holds the order PENDING for a pharmacist. */
  @Column('text', { nullable: true })
  prescriptionStatus: PrescriptionStatus | null;

  @OneToMany(() => OrderItem, (item) => item.order, { cascade: ['insert'] })
  items: OrderItem[];

  @Column('text', { nullable: true })
  idempotencyKey: string | null;

  /** What the patient's messages about it are written in; orders before languages: English. */
  @Column('varchar', { default: Language.EN })
  language: Language;

  @CreateDateColumn({ type: 'timestamptz' })
  @Field(() => Date)
  createdAt: Date;
}
