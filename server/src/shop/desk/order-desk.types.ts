import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DeliveryMethod } from '../delivery/delivery-method';
import { OrderStatus, PrescriptionStatus } from '../order-status';
import { PaymentMethod } from '../payment/payment-method';
import type {
  BoardCountsView,
  BoardOrderView,
  CollectionLineView,
  CollectionReportView,
  DeskOrderChangeView,
  DeskOrderLineView,
  DeskOrderView,
  DeskPaymentView,
  OrderBoardView,
  OwedView,
} from './order-desk-views';
import { CollectionMethod } from './order-payment.entity';

// The staff schema's order types: served only on /staff/graphql, never in the public schema.
// The board's types use simple resolvers (plain property reads): the desk asks for it often.

registerEnumType(CollectionMethod, {
  name: 'CollectionMethod',
  description: 'How the money of a delivered order was taken',
});

@ObjectType({ simpleResolvers: true, description: 'An order as a row of the board shows it' })
export class BoardOrder implements BoardOrderView {
  @Field(() => String)
  orderNumber: string;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => OrderStatus)
  status: OrderStatus;

  @Field(() => String)
  customerName: string;

  @Field(() => Int, { description: 'Units in the order' })
  itemCount: number;

  @Field(() => Float, { description: 'Rupees' })
  totalAmount: number;

  @Field(() => PaymentMethod)
  paymentMethod: PaymentMethod;

  @Field(() => DeliveryMethod)
  deliveryMethod: DeliveryMethod;

  @Field(() => PrescriptionStatus, { nullable: true })
  prescriptionStatus: PrescriptionStatus | null;

  @Field(() => Float, { nullable: true, description: 'Delivered and unpaid: rupees due' })
  owedAmount: number | null;
}

@ObjectType({ simpleResolvers: true, description: 'Orders per status on the board' })
export class BoardCounts implements BoardCountsView {
  @Field(() => Int)
  pending: number;

  @Field(() => Int)
  processing: number;

  @Field(() => Int)
  shipped: number;

  @Field(() => Int, { nullable: true, description: 'Only when the board is filtered by day' })
  delivered: number | null;

  @Field(() => Int, { nullable: true, description: 'Only when the board is filtered by day' })
  cancelled: number | null;
}

@ObjectType({ simpleResolvers: true, description: 'Delivered orders not yet paid' })
export class OwedSummary implements OwedView {
  @Field(() => Int)
  count: number;

  @Field(() => Float, { description: 'Rupees' })
  total: number;
}

@ObjectType({ simpleResolvers: true, description: 'The pharmacy desk’s board: one page' })
export class OrderBoard implements OrderBoardView {
  @Field(() => BoardCounts)
  counts: BoardCounts;

  @Field(() => OwedSummary)
  owed: OwedSummary;

  @Field(() => [BoardOrder], { description: 'Newest first, 30 a page' })
  orders: BoardOrder[];

  @Field(() => Int)
  page: number;

  @Field(() => Boolean)
  hasMore: boolean;
}

@ObjectType({ description: 'A line of an order as sold' })
export class DeskOrderLine implements DeskOrderLineView {
  @Field(() => String)
  name: string;

  @Field(() => String, { nullable: true, description: 'The size, for a product sold in sizes' })
  size: string | null;

  @Field(() => Int)
  quantity: number;

  @Field(() => Float)
  unitPrice: number;

  @Field(() => Float)
  lineTotal: number;
}

@ObjectType({ description: "One step of an order's history, with who made it and why" })
export class DeskOrderChange implements DeskOrderChangeView {
  @Field(() => OrderStatus, { nullable: true, description: 'null for the placing itself' })
  from: OrderStatus | null;

  @Field(() => OrderStatus)
  to: OrderStatus;

  @Field(() => Date)
  at: Date;

  @Field(() => String, { description: "The staff member's or key's name, or patient / system" })
  by: string;

  @Field(() => String)
  reason: string;
}

@ObjectType({ description: 'What a delivered order owes and how it was paid' })
export class DeskPayment implements DeskPaymentView {
  @Field(() => Float)
  amountDue: number;

  @Field(() => CollectionMethod, { nullable: true, description: 'null while owed' })
  method: CollectionMethod | null;

  @Field(() => Float, { nullable: true })
  amount: number | null;

  @Field(() => String, { nullable: true })
  upiReference: string | null;

  @Field(() => String, { nullable: true })
  collectedBy: string | null;

  @Field(() => Date, { nullable: true })
  collectedAt: Date | null;
}

@ObjectType({ description: 'An order in full, as the pharmacy desk works on it' })
export class DeskOrder implements Omit<DeskOrderView, 'id'> {
  @Field(() => ID)
  id: number;

  @Field(() => String)
  orderNumber: string;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => OrderStatus)
  status: OrderStatus;

  @Field(() => String)
  customerName: string;

  @Field(() => String)
  customerPhone: string;

  @Field(() => String)
  customerEmail: string;

  @Field(() => String)
  shippingAddress: string;

  @Field(() => String, { nullable: true })
  notes: string | null;

  @Field(() => Float)
  totalAmount: number;

  @Field(() => Float)
  deliveryFee: number;

  @Field(() => Float)
  itemsTotal: number;

  @Field(() => PaymentMethod)
  paymentMethod: PaymentMethod;

  @Field(() => DeliveryMethod)
  deliveryMethod: DeliveryMethod;

  @Field(() => String, { nullable: true, description: 'PIN code of the delivery area' })
  deliveryPin: string | null;

  @Field(() => Boolean)
  sameDayDelivery: boolean;

  @Field(() => PrescriptionStatus, { nullable: true })
  prescriptionStatus: PrescriptionStatus | null;

  @Field(() => [DeskOrderLine])
  items: DeskOrderLine[];

  @Field(() => [DeskOrderChange], { description: 'Every step, oldest first' })
  history: DeskOrderChange[];

  @Field(() => DeskPayment, { nullable: true, description: 'From delivery on' })
  payment: DeskPayment | null;

  @Field(() => [OrderStatus], { description: 'What the desk may set next' })
  nextStatuses: OrderStatus[];
}

@ObjectType({ description: "A staff member's collections by one method on the day" })
export class CollectionLine implements CollectionLineView {
  @Field(() => String)
  collectedBy: string;

  @Field(() => CollectionMethod)
  method: CollectionMethod;

  @Field(() => Int)
  count: number;

  @Field(() => Float, { description: 'Rupees' })
  total: number;
}

@ObjectType({ description: 'A day’s collections by one method' })
export class CollectionMethodTotal {
  @Field(() => CollectionMethod)
  method: CollectionMethod;

  @Field(() => Int)
  count: number;

  @Field(() => Float, { description: 'Rupees' })
  total: number;
}

@ObjectType({ description: 'A clinic day’s payments by staff member and method' })
export class CollectionReport implements CollectionReportView {
  @Field(() => String, { description: 'YYYY-MM-DD, clinic date' })
  date: string;

  @Field(() => [CollectionLine])
  lines: CollectionLine[];

  @Field(() => [CollectionMethodTotal])
  byMethod: CollectionMethodTotal[];

  @Field(() => Int)
  count: number;

  @Field(() => Float, { description: 'Rupees' })
  total: number;
}
