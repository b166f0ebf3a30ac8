import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { InvoiceDocument } from './invoice-document';
import { invoiceDate, money, ratePercent } from './invoice-format';
import { INVOICE_WORDS as W } from './invoice-words';

/**
 * DejaVu Sans has the rupee sign (U+20B9), which the PDF standard fonts (Helvetica) lack: with
 * them "₹" would print as a blank box. Embedded as a subset, so a PDF stays small.
 */
const FONTS = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const REGULAR = path.join(FONTS, 'DejaVuSans.ttf');
const BOLD = path.join(FONTS, 'DejaVuSans-Bold.ttf');

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
}

/** The invoice as an A4 PDF with the same facts, in the same order, as the HTML page. */
export function invoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 36,
    info: { Title: `${W.title} ${invoice.serial}`, Author: invoice.seller.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.font('bold').fontSize(18).text(W.title, left, 36);
  doc.moveDown(0.5).font('regular').fontSize(10);
  const facts: [string, string][] = [
    [W.serial, invoice.serial],
    [W.date, invoiceDate(invoice.issuedAt)],
    [W.order, invoice.orderNumber],
    [W.placeOfSupply, invoice.placeOfSupply],
  ];
  for (const [label, value] of facts) doc.text(`${label}: ${value}`);

  doc.moveDown(0.8);
  const top = doc.y;
  const half = width / 2 - 8;
  doc.font('bold').text(W.seller, left, top, { width: half });
  doc.font('regular').text(invoice.seller.name, { width: half });
  doc.text(invoice.seller.address, { width: half });
  doc.text(`${W.gstin}: ${invoice.seller.gstin}`, { width: half });
  const sellerBottom = doc.y;
  doc.font('bold').text(W.buyer, left + half + 16, top, { width: half });
  doc.font('regular').text(invoice.buyer.name, { width: half });
  doc.text(invoice.buyer.address, { width: half });
  doc.y = Math.max(sellerBottom, doc.y) + 12;

  const igst = invoice.interState;
  const columns: Column[] = [
    { title: W.columns.position, width: 18, align: 'right' },
    { title: W.columns.description, width: igst ? 139 : 96, align: 'left' },
    { title: W.columns.hsn, width: 42, align: 'left' },
    { title: W.columns.quantity, width: 24, align: 'right' },
    { title: W.columns.unitPrice, width: 56, align: 'right' },
    { title: W.columns.taxable, width: 58, align: 'right' },
    { title: W.columns.rate, width: 34, align: 'right' },
    ...(igst
      ? [{ title: W.columns.igst, width: 54, align: 'right' as const }]
      : [
          { title: W.columns.cgst, width: 49, align: 'right' as const },
          { title: W.columns.sgst, width: 49, align: 'right' as const },
        ]),
    { title: W.columns.total, width: 58, align: 'right' },
  ];
  const scale = width / columns.reduce((sum, c) => sum + c.width, 0);
  const row = (cells: string[], font: 'regular' | 'bold') => {
    doc.font(font).fontSize(8);
    const y = doc.y;
    let x = left;
    let bottom = y;
    cells.forEach((cell, i) => {
      const w = columns[i].width * scale;
      doc.text(cell, x + 2, y, { width: w - 4, align: columns[i].align });
      bottom = Math.max(bottom, doc.y);
      x += w;
    });
    doc
      .moveTo(left, bottom + 2)
      .lineTo(left + width, bottom + 2)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    doc.y = bottom + 5;
    if (doc.y > doc.page.height - doc.page.margins.bottom - 40) doc.addPage();
  };
  row(
    columns.map((c) => c.title),
    'bold',
  );
  for (const line of invoice.lines) {
    row(
      [
        String(line.position),
        line.description,
        line.hsnCode ?? '',
        String(line.quantity),
        money(line.unitPrice),
        money(line.taxableValue),
        ratePercent(line.gstRate),
        ...(igst ? [money(line.igst)] : [money(line.cgst), money(line.sgst)]),
        money(line.total),
      ],
      'regular',
    );
  }
  const t = invoice.totals;
  row(
    [
      '',
      W.totals,
      '',
      '',
      '',
      money(t.taxable),
      '',
      ...(igst ? [money(t.igst)] : [money(t.cgst), money(t.sgst)]),
      money(t.total),
    ],
    'bold',
  );
  doc.moveDown(1).font('regular').fontSize(9);
  doc.text(`${W.reverseCharge}. ${W.pricesInclude}`, left, doc.y, { width });
  doc.text(W.computerGenerated, { width });
  doc.end();
  return done;
}
