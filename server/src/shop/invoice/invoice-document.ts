import type { EntityManager } from 'typeorm';

/** An issued invoice as it is printed: read back as stored, never recomputed. */
export interface InvoiceDocument {
  serial: string;
  issuedAt: Date;
  orderNumber: string;
  seller: { name: string; address: string; gstin: string };
  buyer: { name: string; address: string };
  placeOfSupply: string;
  interState: boolean;
  lines: {
    position: number;
    description: string;
    hsnCode: string | null;
    quantity: number;
    unitPrice: number;
    gstRate: number;
    taxableValue: number;
    cgst: number;
    sgst: number;
    igst: number;
    total: number;
  }[];
  totals: { taxable: number; cgst: number; sgst: number; igst: number; total: number };
}

interface InvoiceRow {
  id: number;
  serial: string;
  issued_at: Date;
  order_number: string;
  seller_name: string;
  seller_address: string;
  seller_gstin: string;
  buyer_name: string;
  buyer_address: string;
  place_of_supply: string;
  inter_state: boolean;
  taxable_total: string;
  cgst_total: string;
  sgst_total: string;
  igst_total: string;
  total: string;
}

interface LineRow {
  position: number;
  description: string;
  hsn_code: string | null;
  quantity: number;
  unit_price: string;
  gst_rate: string;
  taxable_value: string;
  cgst: string;
  sgst: string;
  igst: string;
  total: string;
}

/** The invoice of an order, or null when none was issued (not delivered yet). */
export async function readInvoice(
  manager: EntityManager,
  orderId: number,
): Promise<InvoiceDocument | null> {
  const [row] = (await manager.query(
    `SELECT inv.*, o.order_number FROM invoice inv JOIN customer_order o ON o.id = inv.order_id
     WHERE inv.order_id = $1`,
    [orderId],
  )) as InvoiceRow[];
  if (!row) return null;
  const lines = (await manager.query(
    `SELECT position, description, hsn_code, quantity, unit_price, gst_rate, taxable_value, cgst,
       sgst, igst, total FROM invoice_line WHERE invoice_id = $1 ORDER BY position`,
    [row.id],
  )) as LineRow[];
  return {
    serial: row.serial,
    issuedAt: new Date(row.issued_at),
    orderNumber: row.order_number,
    seller: { name: row.seller_name, address: row.seller_address, gstin: row.seller_gstin },
    buyer: { name: row.buyer_name, address: row.buyer_address },
    placeOfSupply: row.place_of_supply,
    interState: row.inter_state,
    lines: lines.map((line) => ({
      position: line.position,
      description: line.description,
      hsnCode: line.hsn_code,
      quantity: line.quantity,
      unitPrice: Number(line.unit_price),
      gstRate: Number(line.gst_rate),
      taxableValue: Number(line.taxable_value),
      cgst: Number(line.cgst),
      sgst: Number(line.sgst),
      igst: Number(line.igst),
      total: Number(line.total),
    })),
    totals: {
      taxable: Number(row.taxable_total),
      cgst: Number(row.cgst_total),
      sgst: Number(row.sgst_total),
      igst: Number(row.igst_total),
      total: Number(row.total),
    },
  };
}
