import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCatalogue, useLocale } from '../../lib/i18n/catalogue';
import { useLookupCode } from './api/lookup-code';
import type { OrderCardData } from './api/order-lookup';
import { ordersCatalogue } from './orders/catalogue';
import { pageError } from './orders/errors';

/**
 * "Send me a code": a 6-digit code to the phone, which unlocks all its orders in full for 15
 * minutes. The unlock token lives in this component's memory only.
 */
export function LookupCodePanel({
  phone,
  onUnlocked,
}: {
  phone: string;
  onUnlocked: (orders: OrderCardData[]) => void;
}) {
  const { _ } = useCatalogue(ordersCatalogue);
  const locale = useLocale();
  const { send, verify, unlocked } = useLookupCode();
  /** How long the code sent works, once one was asked for. */
  const [sent, setSent] = useState<number>();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const ask = async () => {
    setBusy(true);
    setError(undefined);
    try {
      setSent(await send(phone));
      setCode('');
    } catch (failure) {
      setError(pageError(failure, _, locale, _('lookup.sendFailed')));
    } finally {
      setBusy(false);
    }
  };

  const check = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setError(_('lookup.codeFormat'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const token = await verify(phone, code);
      onUnlocked(await unlocked(phone, token));
    } catch (failure) {
      setError(pageError(failure, _, locale, _('lookup.verifyFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="lookup-code-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="lookup-code-title" variant="h6" component="h3">
        {_('lookup.title')}
      </Typography>
      <Typography color="text.secondary">{_('lookup.intro')}</Typography>
      {sent === undefined ? (
        <Button
          variant="outlined"
          onClick={() => void ask()}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={20} color="inherit" /> : undefined}
          sx={{ minHeight: 48, justifySelf: 'start' }}
        >
          {busy ? _('lookup.sending') : _('lookup.send')}
        </Button>
      ) : (
        <Box
          component="form"
          method="post"
          noValidate
          onSubmit={check}
          sx={{ display: 'grid', gap: 1.5 }}
        >
          <Alert severity="info">{_('lookup.sent', { minutes: sent })}</Alert>
          <TextField
            label={_('lookup.code')}
            value={code}
            onChange={(event) => {
              setCode(event.target.value.replace(/\D/g, '').slice(0, 6));
              setError(undefined);
            }}
            error={Boolean(error)}
            helperText={error ?? _('lookup.codeHint')}
            disabled={busy}
            slotProps={{
              htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 },
            }}
          />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={busy} sx={{ minHeight: 48 }}>
              {busy ? _('lookup.checking') : _('lookup.unlock')}
            </Button>
            <Button onClick={() => void ask()} disabled={busy} sx={{ minHeight: 48 }}>
              {_('lookup.sendAgain')}
            </Button>
          </Box>
        </Box>
      )}
      {error && sent === undefined && <Alert severity="error">{error}</Alert>}
    </Box>
  );
}
