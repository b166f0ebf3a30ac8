import type { InvoiceDocument } from './invoice-document';
import { invoiceDate, money, ratePercent } from './invoice-format';
import { INVOICE_WORDS as W } from './invoice-words';

const escape = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A4 on paper; on screen the same page, centred. Nothing but the invoice is printed. */
const STYLE = `
  * { box-sizing: border-box; }
  body { font: 14px/1.45 system-ui, 'Noto Sans', 'DejaVu Sans', sans-serif; color: #111; margin: 0;
    background: #f4f6f8; }
  main { max-width: 210mm; margin: 16px auto; background: #fff; padding: 16mm 14mm; }
  h1 { font-size: 22px; margin: 0 0 12px; letter-spacing: .02em; }
  .parties { display: flex; gap: 24px; flex-wrap: wrap; margin-bottom: 12px; }
  .parties section { flex: 1 1 240px; }
  h2 { font-size: 12px; text-transform: uppercase; color: #555; margin: 0 0 4px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0 0 12px; }
  dt { color: #555; } dd { margin: 0; }
  table { width: 100%; border-collapse: collapse; font-size: 12px; }
  th, td { border: 1px solid #bbb; padding: 4px 6px; vertical-align: top; }
  th { background: #eef2f4; text-align: left; }
  td.n, th.n { text-align: right; white-space: nowrap; }
  .item { min-width: 140px; width: 30%; }
  .lines { overflow-x: auto; }
  tfoot td { font-weight: 600; }
  .notes { margin-top: 12px; font-size: 12px; color: #333; }
  @page { size: A4; margin: 12mm; }
  @media print {
    body { background: #fff; }
    main { margin: 0; padding: 0; max-width: none; }
    th { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  }
`;

/** The invoice as a page of its own, to read on screen and print. */
export function invoiceHtml(invoice: InvoiceDocument): string {
  const igst = invoice.interState;
  const taxHeads = igst
    ? `<th class="n">${W.columns.igst}</th>`
    : `<th class="n">${W.columns.cgst}</th><th class="n">${W.columns.sgst}</th>`;
  const rows = invoice.lines
    .map((line) => {
      const tax = igst
        ? `<td class="n">${money(line.igst)}</td>`
        : `<td class="n">${money(line.cgst)}</td><td class="n">${money(line.sgst)}</td>`;
      return `<tr><td class="n">${line.position}</td><td class="item">${escape(line.description)}</td>
        <td>${escape(line.hsnCode ?? '')}</td><td class="n">${line.quantity}</td>
        <td class="n">${money(line.unitPrice)}</td><td class="n">${money(line.taxableValue)}</td>
        <td class="n">${ratePercent(line.gstRate)}</td>${tax}<td class="n">${money(line.total)}</td></tr>`;
    })
    .join('\n');
  const totalTax = igst
    ? `<td class="n">${money(invoice.totals.igst)}</td>`
    : `<td class="n">${money(invoice.totals.cgst)}</td><td class="n">${money(invoice.totals.sgst)}</td>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${W.title} ${escape(invoice.serial)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${W.title}</h1>
<dl>
  <dt>${W.serial}</dt><dd>${escape(invoice.serial)}</dd>
  <dt>${W.date}</dt><dd>${invoiceDate(invoice.issuedAt)}</dd>
  <dt>${W.order}</dt><dd>${escape(invoice.orderNumber)}</dd>
  <dt>${W.placeOfSupply}</dt><dd>${escape(invoice.placeOfSupply)}</dd>
</dl>
<div class="parties">
  <section><h2>${W.seller}</h2><div>${escape(invoice.seller.name)}</div>
    <div>${escape(invoice.seller.address)}</div>
    <div>${W.gstin}: ${escape(invoice.seller.gstin)}</div></section>
  <section><h2>${W.buyer}</h2><div>${escape(invoice.buyer.name)}</div>
    <div>${escape(invoice.buyer.address)}</div></section>
</div>
<div class="lines">
<table>
<thead><tr><th class="n">${W.columns.position}</th><th>${W.columns.description}</th>
  <th>${W.columns.hsn}</th><th class="n">${W.columns.quantity}</th>
  <th class="n">${W.columns.unitPrice}</th><th class="n">${W.columns.taxable}</th>
  <th class="n">${W.columns.rate}</th>${taxHeads}<th class="n">${W.columns.total}</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><td colspan="5">${W.totals}</td><td class="n">${money(invoice.totals.taxable)}</td>
  <td></td>${totalTax}<td class="n">${money(invoice.totals.total)}</td></tr></tfoot>
</table>
</div>
<p class="notes">${W.reverseCharge}. ${W.pricesInclude} ${W.computerGenerated}</p>
</main>
</body>
</html>
`;
}
