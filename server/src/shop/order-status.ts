import { registerEnumType } from 'type-graphql';

export enum OrderStatus {
  PENDING = 'PENDING',
  PROCESSING = 'PROCESSING',
  SHIPPED = 'SHIPPED',
  DELIVERED = 'DELIVERED',
  CANCELLED = 'CANCELLED',
}

registerEnumType(OrderStatus, { name: 'OrderStatus' });

/** Where an order's prescription stands; an order without prescription-only lines has none. */
export enum PrescriptionStatus {
  TO_CHECK = 'TO_CHECK',
  APPROVED = 'APPROVED',
  REJECTED = 'REJECTED',
}

registerEnumType(PrescriptionStatus, {
  name: 'PrescriptionStatus',
  description:
    'TO_CHECK: a pharmacist has yet to look; APPROVED; REJECTED (the order is cancelled)',
});
