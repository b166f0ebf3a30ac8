import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCatalogue, useLocale } from '../../../lib/i18n/catalogue';
import { ordersCatalogue } from '../orders/catalogue';
import { pageError } from '../orders/errors';
import { useSetOrderUpdates } from './api/set-order-updates';

/**
 * The opt-out the order messages' link leads to: on an order unlocked by its number, one button
 * stops (or restarts) the reminders and updates to its phone. Nothing is changed by opening a page.
 */
export function OrderUpdatesButton({ phone, orderNumber }: { phone: string; orderNumber: string }) {
  const { _ } = useCatalogue(ordersCatalogue);
  const locale = useLocale();
  const [setUpdates, { loading }] = useSetOrderUpdates();
  const [stopped, setStopped] = useState(false);
  const [error, setError] = useState('');
  const change = async (stop: boolean) => {
    setError('');
    try {
      const { data } = await setUpdates({ variables: { orderNumber, phone, stop } });
      setStopped(data?.setOrderUpdates ?? stop);
    } catch (failure) {
      setError(pageError(failure, _, locale, _('updates.failed')));
    }
  };
  const busyText = stopped ? _('updates.starting') : _('updates.stopping');
  return (
    <Box component="section" aria-label={_('updates.heading')} sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle2" component="h4">
        {_('updates.heading')}
      </Typography>
      <Typography variant="body2" role="status">
        {stopped ? _('updates.stopped') : _('updates.sending')}
      </Typography>
      <Box>
        <Button
          variant="outlined"
          disabled={loading}
          onClick={() => void change(!stopped)}
          startIcon={loading ? <CircularProgress size={18} /> : undefined}
          sx={{ minHeight: 48 }}
        >
          {loading ? busyText : stopped ? _('updates.start') : _('updates.stop')}
        </Button>
      </Box>
      {error && <Alert severity="error">{error}</Alert>}
    </Box>
  );
}
