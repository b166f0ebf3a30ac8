import { registerEnumType } from 'type-graphql';

/** Why a product's stock changed. */
export enum StockMovementKind {
  /** An order was placed. */
  SALE = 'SALE',
  /** An order was cancelled (by staff, a rejected prescription, or nobody confirming it). */
  RELEASE = 'RELEASE',
  /** Counted stock, damaged or expired goods: always with a reason. */
  ADJUSTMENT = 'ADJUSTMENT',
  /** A delivery from a supplier, with its batch number and expiry date. */
  RECEIPT = 'RECEIPT',
}

registerEnumType(StockMovementKind, {
  name: 'StockMovementKind',
  description: 'Why a product’s stock changed',
});
