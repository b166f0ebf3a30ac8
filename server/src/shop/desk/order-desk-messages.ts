import { OrderStatus, PrescriptionStatus } from '../order-status';

const S = OrderStatus;

/** Status names as the pharmacy desk reads them. */
export const ORDER_STATUS_WORDS: Record<OrderStatus, string> = {
  [S.PENDING]: 'pending',
  [S.PROCESSING]: 'being packed',
  [S.SHIPPED]: 'out for delivery',
  [S.DELIVERED]: 'delivered',
  [S.CANCELLED]: 'cancelled',
};

const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(amount);

/** Every message of the pharmacy desk's rules, written for the person at the desk. */
export const ORDER_DESK_MESSAGES = {
  notFound: 'No order found with that number.',
  orderNumber: 'Please enter an order number, e.g. ORD-20261122-4821',
  status: 'Please choose a status: PROCESSING, SHIPPED, DELIVERED or CANCELLED',
  sameStatus: (status: OrderStatus) => `This order is already ${ORDER_STATUS_WORDS[status]}.`,
  finalStatus: (status: OrderStatus) =>
    `This order is ${ORDER_STATUS_WORDS[status]}; its status cannot change any more.`,
  notAllowed: (from: OrderStatus, to: OrderStatus) =>
    `An order that is ${ORDER_STATUS_WORDS[from]} cannot be marked ${ORDER_STATUS_WORDS[to]}.`,
  backToPending: 'An order cannot be set back to pending.',
  cancelAfterShipping:
    'An order that has left the pharmacy cannot be cancelled; mark it delivered, or call the patient.',
  prescriptionToCheck: 'The prescription has not been checked yet',
  prescriptionRejected: 'The prescription was rejected; this order can only be cancelled.',
  reasonRequired: 'Please give a reason for cancelling; the patient will see it.',
  reasonLength: 'The reason must be at most 300 characters.',
  // The board
  search: 'Please enter an order number, a 10-digit phone number or at least 3 letters of a name.',
  date: 'Please give a date as YYYY-MM-DD, e.g. 2026-11-24',
  page: 'Please give a page number from 1 to 1000.',
  // Payment
  paymentMethod: 'Please choose how the payment was collected: CASH or UPI.',
  amount: 'Please enter the amount collected in rupees, e.g. 450 or 450.50',
  amountMismatch: (due: number) =>
    `This order's amount due is ${rupees(due)}; record exactly what was collected for it.`,
  upiReference: 'Please enter the UPI reference (UTR) from the payment: 6 to 35 letters or digits.',
  upiReferenceNotForCash: 'A UPI reference is only for UPI payments.',
  paymentNotYet: (status: OrderStatus) =>
    `Payment is recorded when the order is delivered; this one is ${ORDER_STATUS_WORDS[status]}.`,
  alreadyPaid: 'The payment of this order has already been recorded.',
} as const;

/** What the patient reads of a prescription's state on the desk's page. */
export const PRESCRIPTION_WORDS: Record<PrescriptionStatus, string> = {
  [PrescriptionStatus.TO_CHECK]: 'prescription to check',
  [PrescriptionStatus.APPROVED]: 'prescription approved',
  [PrescriptionStatus.REJECTED]: 'prescription rejected',
};

/** The history's reason for each change the desk makes without one of its own. */
export const ORDER_CHANGE_REASONS: Record<OrderStatus, string> = {
  [S.PENDING]: 'placed',
  [S.PROCESSING]: 'being packed',
  [S.SHIPPED]: 'out for delivery',
  [S.DELIVERED]: 'delivered',
  [S.CANCELLED]: 'cancelled',
};
