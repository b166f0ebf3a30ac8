import type { DataSource } from 'typeorm';
import type { Config } from '../../common/config';

/**
 * CLINIC_GSTIN and INVOICE_PREFIX, when set, written into the one clinic profile at start, where
 * issueInvoice reads them inside the delivery's transaction. Invoices already issued keep the
 * GSTIN and number they were issued with.
 */
export async function applyInvoiceSettings(
  dataSource: DataSource,
  { clinicGstin, invoicePrefix }: Pick<Config, 'clinicGstin' | 'invoicePrefix'>,
): Promise<void> {
  if (!clinicGstin && !invoicePrefix) return;
  await dataSource.query(
    `UPDATE clinic_profile SET gstin = COALESCE($1, gstin),
       invoice_prefix = COALESCE($2, invoice_prefix) WHERE id = 1`,
    [clinicGstin ?? null, invoicePrefix ?? null],
  );
}
