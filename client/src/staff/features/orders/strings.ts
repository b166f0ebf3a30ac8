// Every word of the pharmacy desk: the board, an order's page, payments, the slip, collections.
import type {
  CollectionMethod,
  OrderStatus,
  PaymentMethod,
  PrescriptionStatus,
} from '../../graphql/__generated__/graphql';

export const orderStatusTexts: Record<OrderStatus, string> = {
  PENDING: 'Pending',
  PROCESSING: 'Packing',
  SHIPPED: 'Out for delivery',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
};

/** The button that moves an order to each status. */
export const orderActionTexts: Record<OrderStatus, string> = {
  PENDING: 'Pending',
  PROCESSING: 'Start packing',
  SHIPPED: 'Out for delivery',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancel order',
};

export const paymentMethodTexts: Record<PaymentMethod, string> = {
  COD: 'Cash on delivery',
  UPI_ON_DELIVERY: 'UPI on delivery',
};

export const collectionMethodTexts: Record<CollectionMethod, string> = {
  CASH: 'Cash',
  UPI: 'UPI',
};

export const prescriptionTexts: Record<PrescriptionStatus, string> = {
  TO_CHECK: 'Prescription to check',
  APPROVED: 'Prescription approved',
  REJECTED: 'Prescription rejected',
};

export const ordersTexts = {
  title: 'Orders',
  tabs: 'Orders by status',
  owedTab: 'Owed',
  tabLabel: (status: string, count: number | null | undefined) =>
    count === null || count === undefined ? status : `${status} (${count})`,
  owedSummary: (count: number, total: string) =>
    count === 0
      ? 'Nothing owed'
      : `Owed: ${total} on ${count === 1 ? '1 order' : `${count} orders`}`,
  search: 'Order number, phone or name',
  find: 'Find',
  clearSearch: 'Clear',
  searchRequired: 'Please enter an order number, a phone number or part of a name.',
  searchShort: 'Please enter at least 3 letters of a name.',
  day: 'Placed on',
  anyDay: 'Any day',
  paymentMethod: 'Payment',
  anyPayment: 'Any payment',
  filters: 'Filters',
  loading: 'Loading orders…',
  failed: 'The orders could not be loaded.',
  retry: 'Try again',
  none: 'No orders here.',
  noneFound: 'No order matches that search.',
  searchResults: (search: string) => `Orders matching “${search}”`,
  items: (count: number) => (count === 1 ? '1 item' : `${count} items`),
  owed: (amount: string) => `Owes ${amount}`,
  previous: 'Newer',
  next: 'Older',
  page: (page: number) => `Page ${page}`,
  collections: 'Collections report',
  finalCountsNote: 'Pick a day to count delivered and cancelled orders.',
} as const;

export const orderTexts = {
  back: 'All orders',
  loading: 'Loading the order…',
  failed: 'The order could not be loaded.',
  notFound: 'No order found with that number.',
  retry: 'Try again',
  placed: (when: string) => `Placed ${when}`,
  customer: 'Customer',
  call: (name: string) => `Call ${name}`,
  whatsapp: (name: string) => `WhatsApp ${name}`,
  delivery: 'Delivery',
  homeDelivery: (pin: string | null | undefined, sameDay: boolean) =>
    `Home delivery${pin ? ` to PIN ${pin}` : ''}${sameDay ? ', same day' : ''}`,
  pickup: 'Pickup at the clinic',
  address: 'Address',
  notes: 'Notes from the patient',
  items: 'Items',
  quantity: (n: number) => `× ${n}`,
  size: (size: string) => `Size ${size}`,
  itemsTotal: 'Items',
  deliveryFee: 'Delivery',
  total: 'Total',
  payment: 'Payment',
  paysBy: (method: string) => `Pays by ${method}`,
  owed: (amount: string) => `Owed: ${amount}`,
  paid: (amount: string, method: string, by: string, when: string) =>
    `Paid ${amount} by ${method}, taken by ${by} on ${when}`,
  upiReference: (reference: string) => `UPI reference ${reference}`,
  notDeliveredYet: 'Payment is taken at delivery.',
  prescription: 'Prescription',
  openPrescription: 'Check the prescription',
  actions: 'Next step',
  saving: 'Saving…',
  changed: (status: string) => `Order marked ${status.toLowerCase()}.`,
  history: 'History',
  historyStep: (status: string, by: string, when: string) => `${status} · ${by} · ${when}`,
  placedBy: { patient: 'the patient', system: 'the clinic’s system' } as Record<string, string>,
  slip: 'Packing slip',
  invoice: 'Tax invoice (print)',
  invoicePdf: 'Tax invoice (PDF)',
} as const;

export const cancelTexts = {
  title: (orderNumber: string) => `Cancel ${orderNumber}?`,
  reason: 'Reason (the patient will see it)',
  reasonRequired: 'Please give a reason for cancelling; the patient will see it.',
  reasonTooLong: 'The reason must be at most 300 characters.',
  keep: 'Keep the order',
  confirm: 'Cancel order',
  saving: 'Cancelling…',
} as const;

export const paymentTexts = {
  title: 'Record payment',
  atDoor: 'Taking the payment marks the order delivered.',
  method: 'Collected as',
  amount: 'Amount collected (₹)',
  amountRequired: 'Please enter the amount collected.',
  amountPositive: 'The amount must be more than zero.',
  amountPaise: 'Rupees and at most 2 digits of paise, e.g. 450.50',
  amountMismatch: (due: string) => `The amount due is ${due}.`,
  upiReference: 'UPI reference (UTR)',
  upiRequired: 'Please enter the UPI reference from the payment.',
  upiFormat: 'Use the 6 to 35 letters or digits the payment shows.',
  record: 'Record payment',
  saving: 'Recording…',
  failed: 'The payment could not be recorded.',
} as const;

export const slipTexts = {
  title: (orderNumber: string) => `Packing slip ${orderNumber}`,
  print: 'Print',
  back: 'Back to the order',
  qr: (orderNumber: string) => `QR code of order ${orderNumber}`,
  item: 'Item',
  quantity: 'Qty',
  deliverTo: 'Deliver to',
  pickup: 'Pickup at the clinic',
  phone: 'Phone',
  payment: (method: string, total: string) => `${method}: collect ${total}`,
  notes: 'Notes',
} as const;

export const collectionsTexts = {
  title: 'Collections',
  date: 'Day',
  loading: 'Loading the day’s collections…',
  failed: 'The collections could not be loaded.',
  retry: 'Try again',
  none: 'Nothing was collected on this day.',
  staff: 'Taken by',
  method: 'Method',
  payments: (count: number) => (count === 1 ? '1 payment' : `${count} payments`),
  total: 'Total',
  dayTotal: (count: number, total: string) =>
    `${count === 1 ? '1 payment' : `${count} payments`}, ${total} in all`,
  byMethod: 'By method',
  previousDay: 'Previous day',
  nextDay: 'Next day',
  today: 'Today',
} as const;
