import { Router, type Response } from 'express';
import { validationError } from '../../common/errors';
import { contextOf } from '../../common/request-context';
import { jsonBody } from '../../common/rest';
import { assertValid } from '../../common/validation';
import type { Services } from '../../services';
import { staffOnly } from '../../staff/staff-rest';
import type { StaffServices } from '../../staff/staff-services';
import { OrderLookupArgs } from '../order-lookup.args';
import type { InvoiceDocument } from './invoice-document';
import { invoiceHtml } from './invoice-html';
import { invoicePdf } from './invoice-pdf';

type Format = 'html' | 'pdf';

const FORMAT_MESSAGE = 'format must be html or pdf';

function formatOf(value: unknown): Format {
  if (value === undefined || value === null || value === 'pdf') return 'pdf';
  if (value === 'html') return 'html';
  throw validationError({ format: FORMAT_MESSAGE });
}

/** SC/26-27/000123 -> invoice-SC-26-27-000123.pdf */
const fileName = (invoice: InvoiceDocument) => `invoice-${invoice.serial.replaceAll('/', '-')}.pdf`;

/** The invoice as a printable page or a PDF; never stored by a cache (the caller set no-store). */
async function sendInvoice(res: Response, invoice: InvoiceDocument, format: Format) {
  if (format === 'html') {
    res.type('html').send(invoiceHtml(invoice));
    return;
  }
  const pdf = await invoicePdf(invoice);
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `inline; filename="${fileName(invoice)}"`);
  res.send(pdf);
}

/**
 * POST /api/orders/invoice `{ phone, orderNumber, format? }`: a patient's invoice, behind the
 * same gate as the order's details. POST, so the phone number never sits in a URL or a log.
 */
export function invoiceRouter({ invoices }: Pick<Services, 'invoices'>): Router {
  const router = Router();
  router.post('/orders/invoice', async (req, res) => {
    const body = jsonBody(req);
    const args = await assertValid(
      Object.assign(new OrderLookupArgs(), { phone: body.phone, orderNumber: body.orderNumber }),
    );
    const format = formatOf(body.format);
    const invoice = await invoices.forPatient(contextOf(req), args.phone, args.orderNumber);
    await sendInvoice(res, invoice, format);
  });
  return router;
}

/** GET /staff/files/invoices/:orderNumber/(html|pdf): pharmacy and admin, never cached. */
export function staffInvoiceRouter({
  services,
  staff,
  siteUrl,
}: {
  services: Services;
  staff: StaffServices;
  siteUrl: string;
}): Router {
  const router = Router();
  router.get(
    '/staff/files/invoices/:orderNumber/:format',
    ...staffOnly(staff, siteUrl, ['pharmacy', 'admin']),
    async (req, res) => {
      const format = formatOf(req.params.format);
      const invoice = await services.invoices.forStaff(String(req.params.orderNumber));
      await sendInvoice(res, invoice, format);
    },
  );
  return router;
}
