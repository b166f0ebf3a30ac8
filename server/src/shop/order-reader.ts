import type { EntityManager } from 'typeorm';
import type { OrderCustomer, OrderLine, OrderView } from './order-view';
import type { OrderStatus, PrescriptionStatus } from './order-status';
import type { PaymentMethod } from './payment/payment-method';
import type { DeliveryMethod } from './delivery/delivery-method';

interface OrderRow {
  id: number;
  order_number: string;
  status: OrderStatus;
  customer_name: string;
  customer_phone: string;
  customer_email: string;
  shipping_address: string;
  total_amount: string;
  payment_method: PaymentMethod;
  delivery_method: DeliveryMethod;
  delivery_pin: string | null;
  delivery_fee: string;
  same_day_delivery: boolean;
  created_at: Date;
  item_count: number;
  cancel_reason?: string | null;
  prescription_status: PrescriptionStatus | null;
  prescription_note: string | null;
  invoice_number: string | null;
}

interface LineRow {
  id: number;
  order_id: number;
  product_id: number;
  product_name: string;
  variant_id: number | null;
  variant_label: string | null;
  unit_price: string;
  quantity: number;
  image: string | null;
}

const ORDER_COLUMNS = `o.id, o.order_number, o.status, o.customer_name, o.customer_phone,
  o.customer_email, o.shipping_address, o.total_amount, o.created_at, o.payment_method,
  o.delivery_method, o.delivery_pin, o.delivery_fee, o.same_day_delivery,
  (SELECT COALESCE(SUM(i.quantity), 0)::int FROM order_item i WHERE i.order_id = o.id) AS item_count,
  o.prescription_status,
  (SELECT rx.reject_reason FROM prescription rx WHERE rx.order_id = o.id) AS prescription_note,
  (SELECT inv.serial FROM invoice inv WHERE inv.order_id = o.id) AS invoice_number`;

// Every cancel (the pharmacy's, a rejected prescription, an unconfirmed order's release) writes
// its reason in the order's history: the patient reads the last one.
const CANCEL_REASON = `(SELECT c.reason FROM order_status_change c
  WHERE c.order_id = o.id AND c.to_status = 'CANCELLED' ORDER BY c.at DESC, c.id DESC LIMIT 1)
  AS cancel_reason`;

const paise = (rupees: number) => Math.round(rupees * 100);

/** Many patients have one name: "Asha" is a first name with an empty last name. */
function splitName(name: string): Pick<OrderCustomer, 'firstName' | 'lastName'> {
  const trimmed = name.trim();
  const space = trimmed.indexOf(' ');
  if (space < 0) return { firstName: trimmed, lastName: '' };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}

/**
 * Orders matching `where`, as views: in full with `details`, else only date, status, item count
 * and total (no number, items, address or customer). One statement, two with details.
 */
export async function readOrders(
  manager: EntityManager,
  where: string,
  params: unknown[],
  details: boolean,
  tail = '',
): Promise<OrderView[]> {
  const rows = (await manager.query(
    `SELECT ${ORDER_COLUMNS}${details ? `, ${CANCEL_REASON}` : ''}
     FROM customer_order o WHERE ${where} ${tail}`,
    params,
  )) as OrderRow[];
  if (rows.length === 0) return [];
  const lines = details
    ? await readLines(
        manager,
        rows.map((r) => r.id),
      )
    : undefined;
  return rows.map((row) => ({
    id: String(row.id),
    orderNumber: details ? row.order_number : null,
    createdAt: new Date(row.created_at),
    status: row.status,
    totalAmount: Number(row.total_amount),
    paymentMethod: row.payment_method,
    deliveryMethod: row.delivery_method,
    deliveryFee: Number(row.delivery_fee),
    itemsTotal: (paise(Number(row.total_amount)) - paise(Number(row.delivery_fee))) / 100,
    sameDayDelivery: row.same_day_delivery,
    pinCode: details ? row.delivery_pin : null,
    itemCount: Number(row.item_count),
    detailsIncluded: details,
    shippingAddress: details ? row.shipping_address : null,
    cancelReason: details ? (row.cancel_reason ?? null) : null,
    customer: details
      ? {
          ...splitName(row.customer_name),
          phone: row.customer_phone,
          email: row.customer_email,
        }
      : null,
    items: lines ? (lines.get(row.id) ?? []) : null,
    // Whether an order needed a prescription says something about it: details only.
    prescriptionStatus: details ? row.prescription_status : null,
    prescriptionNote: details ? row.prescription_note : null,
    invoiceNumber: details ? row.invoice_number : null,
  }));
}

async function readLines(
  manager: EntityManager,
  orderIds: number[],
): Promise<Map<number, OrderLine[]>> {
  const rows = (await manager.query(
    `SELECT i.id, i.order_id, i.product_id, i.product_name, i.unit_price, i.quantity,
       i.variant_id, i.variant_label,
       p.images[1] AS image
     FROM order_item i JOIN product p ON p.id = i.product_id
     WHERE i.order_id = ANY($1::int[]) ORDER BY i.id`,
    [orderIds],
  )) as LineRow[];
  const byOrder = new Map<number, OrderLine[]>();
  for (const row of rows) {
    const unitPrice = Number(row.unit_price);
    const list = byOrder.get(row.order_id) ?? [];
    list.push({
      id: String(row.id),
      productId: String(row.product_id),
      name: row.product_name,
      variantId: row.variant_id === null ? null : String(row.variant_id),
      size: row.variant_label,
      image: row.image,
      quantity: row.quantity,
      unitPrice,
      lineTotal: (paise(unitPrice) * row.quantity) / 100,
    });
    byOrder.set(row.order_id, list);
  }
  return byOrder;
}
