import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useState } from 'react';
import { useCatalogue, useLocale } from '../../../lib/i18n/catalogue';
import { ordersCatalogue } from '../orders/catalogue';
import { downloadInvoice } from './api/download-invoice';

/** Saves the delivered order's tax invoice as a PDF on the patient's phone. */
export function InvoiceButton({
  phone,
  orderNumber,
  serial,
}: {
  phone: string;
  orderNumber: string;
  serial: string;
}) {
  const { _ } = useCatalogue(ordersCatalogue);
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const save = async () => {
    setBusy(true);
    setError('');
    try {
      const pdf = await downloadInvoice(phone, orderNumber);
      const url = URL.createObjectURL(pdf);
      const link = document.createElement('a');
      link.href = url;
      link.download = `invoice-${serial.replaceAll('/', '-')}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (failure) {
      // The server's own words (written for patients) on an English page; a Hindi page says it
      // in its own.
      const said = locale === 'en' ? (failure as Error).message : '';
      setError(
        failure instanceof TypeError ? _('orders.errors.network') : said || _('invoice.failed'),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box>
        <Button
          variant="outlined"
          startIcon={busy ? <CircularProgress size={18} /> : <ReceiptLongIcon />}
          disabled={busy}
          onClick={() => void save()}
          aria-label={_('invoice.label', { serial })}
          sx={{ minHeight: 48 }}
        >
          {busy ? _('invoice.downloading') : _('invoice.download')}
        </Button>
      </Box>
      {error && <Alert severity="error">{error}</Alert>}
    </Box>
  );
}
