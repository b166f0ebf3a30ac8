import type { EntityManager } from 'typeorm';
import { DomainError } from '../../common/errors';
import { financialYearOf, invoiceSerial } from './financial-year';
import { paise, rupeesOf, splitInclusive, totalOf, type TaxedAmount } from './gst';
import { placeOfSupply } from './place-of-supply';

export const INVOICE_MESSAGES = {
  noGstin:
    "The clinic's GSTIN is not set, so no tax invoice can be issued: set CLINIC_GSTIN and restart the server.",
  noOrder: 'No such order.',
} as const;

/** SAC of delivery of goods (courier services), for the delivery charge's line. */
const DELIVERY_SAC = '996812';

interface OrderRow {
  id: number;
  customer_name: string;
  shipping_address: string;
  delivery_method: string;
  delivery_pin: string | null;
  delivery_fee: string;
}

interface LineRow {
  product_name: string;
  variant_label: string | null;
  unit_price: string;
  quantity: number;
  hsn_code: string | null;
  gst_rate: string;
}

interface ClinicRow {
  name: string;
  street_address: string;
  locality: string;
  region: string;
  postal_code: string;
  gstin: string | null;
  invoice_prefix: string;
}

interface InvoiceLineDraft {
  description: string;
  hsnCode: string | null;
  quantity: number;
  unitPrice: number;
  gstRate: number;
  tax: TaxedAmount;
}

/**
 * Issues the GST tax invoice of a delivered order, in the delivery's own transaction: the next
 * number of the financial year `at` falls in (clinic time), taken from that year's counter row,
 * whose lock is held until the delivery commits. Parallel deliveries take consecutive numbers; a
 * delivery that rolls back leaves no gap. An order already invoiced keeps its invoice.
 *
 * Prices include GST: each line's taxable value is its price less the tax inside it, at the
 * product's rate (CGST + SGST within the clinic's state, IGST to another state, see
 * place-of-supply.ts). The delivery charge is a line of its own, taxed as the principal supply
 * it goes with: at the rate of the line worth the most.
 */
export async function issueInvoice(
  manager: EntityManager,
  orderId: number,
  at: Date,
): Promise<void> {
  const [order] = (await manager.query(
    `SELECT id, customer_name, shipping_address, delivery_method, delivery_pin, delivery_fee
     FROM customer_order WHERE id = $1`,
    [orderId],
  )) as OrderRow[];
  if (!order) throw new DomainError('NOT_FOUND', INVOICE_MESSAGES.noOrder);
  const [issued] = (await manager.query(`SELECT 1 FROM invoice WHERE order_id = $1`, [
    orderId,
  ])) as unknown[];
  if (issued) return;
  const [clinic] = (await manager.query(
    `SELECT name, street_address, locality, region, postal_code, gstin, invoice_prefix
     FROM clinic_profile WHERE id = 1`,
  )) as ClinicRow[];
  if (!clinic?.gstin) throw new DomainError('CONFLICT', INVOICE_MESSAGES.noGstin);

  const supply = placeOfSupply(clinic.gstin.slice(0, 2), order.delivery_pin);
  const lines = (await manager.query(
    `SELECT i.product_name, i.variant_label, i.unit_price, i.quantity, p.hsn_code, p.gst_rate
     FROM order_item i JOIN product p ON p.id = i.product_id
     WHERE i.order_id = $1 ORDER BY i.id`,
    [orderId],
  )) as LineRow[];
  const drafts: InvoiceLineDraft[] = lines.map((line) => {
    const unitPrice = Number(line.unit_price);
    const gstRate = Number(line.gst_rate);
    return {
      description: line.variant_label
        ? `${line.product_name} (${line.variant_label})`
        : line.product_name,
      hsnCode: line.hsn_code,
      quantity: line.quantity,
      unitPrice,
      gstRate,
      tax: splitInclusive(paise(unitPrice) * line.quantity, gstRate, supply.interState),
    };
  });
  const fee = paise(Number(order.delivery_fee));
  if (fee > 0) {
    const principal = drafts.reduce<InvoiceLineDraft | undefined>(
      (best, line) => (!best || line.tax.gross > best.tax.gross ? line : best),
      undefined,
    );
    const gstRate = principal?.gstRate ?? 0;
    drafts.push({
      description: 'Delivery charge',
      hsnCode: DELIVERY_SAC,
      quantity: 1,
      unitPrice: rupeesOf(fee),
      gstRate,
      tax: splitInclusive(fee, gstRate, supply.interState),
    });
  }
  const totals = totalOf(drafts.map((line) => line.tax));

  const year = financialYearOf(at);
  // The row lock of this UPSERT is the queue: the next delivery waits here until this commits.
  const [{ last_number: number }] = (await manager.query(
    `INSERT INTO invoice_counter (financial_year, last_number) VALUES ($1, 1)
     ON CONFLICT (financial_year)
       DO UPDATE SET last_number = invoice_counter.last_number + 1
     RETURNING last_number`,
    [year.label],
  )) as { last_number: number }[];

  const sellerAddress = [
    clinic.street_address,
    clinic.locality,
    `${clinic.region} ${clinic.postal_code}`,
  ].join(', ');
  const buyerAddress =
    order.delivery_method === 'PICKUP' || !order.shipping_address.trim()
      ? `Collected at the clinic, ${clinic.locality}`
      : order.shipping_address;
  const [{ id: invoiceId }] = (await manager.query(
    `INSERT INTO invoice (order_id, serial, financial_year, number, issued_at, seller_name,
       seller_address, seller_gstin, buyer_name, buyer_address, place_of_supply, inter_state,
       taxable_total, cgst_total, sgst_total, igst_total, total)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
     RETURNING id`,
    [
      orderId,
      invoiceSerial(clinic.invoice_prefix, year, number),
      year.label,
      number,
      at,
      clinic.name,
      sellerAddress,
      clinic.gstin,
      order.customer_name,
      buyerAddress,
      supply.label,
      supply.interState,
      rupeesOf(totals.taxable),
      rupeesOf(totals.cgst),
      rupeesOf(totals.sgst),
      rupeesOf(totals.igst),
      rupeesOf(totals.gross),
    ],
  )) as { id: number }[];
  await manager.query(
    `INSERT INTO invoice_line (invoice_id, position, description, hsn_code, quantity, unit_price,
       gst_rate, taxable_value, cgst, sgst, igst, total)
     SELECT $1, l.* FROM unnest($2::int[], $3::text[], $4::text[], $5::int[], $6::numeric[],
       $7::numeric[], $8::numeric[], $9::numeric[], $10::numeric[], $11::numeric[],
       $12::numeric[]) AS l`,
    [
      invoiceId,
      drafts.map((_line, i) => i + 1),
      drafts.map((line) => line.description),
      drafts.map((line) => line.hsnCode),
      drafts.map((line) => line.quantity),
      drafts.map((line) => line.unitPrice),
      drafts.map((line) => line.gstRate),
      drafts.map((line) => rupeesOf(line.tax.taxable)),
      drafts.map((line) => rupeesOf(line.tax.cgst)),
      drafts.map((line) => rupeesOf(line.tax.sgst)),
      drafts.map((line) => rupeesOf(line.tax.igst)),
      drafts.map((line) => rupeesOf(line.tax.gross)),
    ],
  );
}
