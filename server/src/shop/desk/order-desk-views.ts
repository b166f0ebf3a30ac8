import type { OrderStatus, PrescriptionStatus } from '../order-status';
import type { DeliveryMethod } from '../delivery/delivery-method';
import type { PaymentMethod } from '../payment/payment-method';
import type { CollectionMethod } from './order-payment.entity';

// What the pharmacy desk reads, as plain values; the GraphQL types implement these.

/** One order on the board: only what a row of the board shows. */
export interface BoardOrderView {
  orderNumber: string;
  createdAt: Date;
  status: OrderStatus;
  customerName: string;
  itemCount: number;
  totalAmount: number;
  paymentMethod: PaymentMethod;
  deliveryMethod: DeliveryMethod;
  prescriptionStatus: PrescriptionStatus | null;
  /** Delivered and not yet paid: what is due, in rupees; else null. */
  owedAmount: number | null;
}

export interface BoardCountsView {
  pending: number;
  processing: number;
  shipped: number;
  /** Counted for a chosen day only (all of history would cost the board its speed). */
  delivered: number | null;
  cancelled: number | null;
}

export interface OwedView {
  count: number;
  total: number;
}

export interface OrderBoardView {
  counts: BoardCountsView;
  owed: OwedView;
  orders: BoardOrderView[];
  page: number;
  hasMore: boolean;
}

export interface DeskOrderLineView {
  name: string;
  size: string | null;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

export interface DeskOrderChangeView {
  from: OrderStatus | null;
  to: OrderStatus;
  at: Date;
  by: string;
  reason: string;
}

export interface DeskPaymentView {
  amountDue: number;
  method: CollectionMethod | null;
  amount: number | null;
  upiReference: string | null;
  collectedBy: string | null;
  collectedAt: Date | null;
}

export interface DeskOrderView {
  id: number;
  orderNumber: string;
  createdAt: Date;
  status: OrderStatus;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  shippingAddress: string;
  notes: string | null;
  totalAmount: number;
  deliveryFee: number;
  itemsTotal: number;
  paymentMethod: PaymentMethod;
  deliveryMethod: DeliveryMethod;
  deliveryPin: string | null;
  sameDayDelivery: boolean;
  prescriptionStatus: PrescriptionStatus | null;
  items: DeskOrderLineView[];
  history: DeskOrderChangeView[];
  payment: DeskPaymentView | null;
  nextStatuses: OrderStatus[];
}

export interface CollectionLineView {
  collectedBy: string;
  method: CollectionMethod;
  count: number;
  total: number;
}

export interface CollectionReportView {
  date: string;
  lines: CollectionLineView[];
  byMethod: { method: CollectionMethod; count: number; total: number }[];
  count: number;
  total: number;
}
