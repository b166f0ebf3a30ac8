import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../lib/api-errors';
import { useLookupCode } from './api/lookup-code';
import type { OrderCardData } from './api/order-lookup';
import { shopTexts } from './strings';

const texts = shopTexts.lookupCode;

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
  const { send, verify, unlocked } = useLookupCode();
  const [sent, setSent] = useState<string>();
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
      setError(errorMessage(failure, texts.sendFailed));
    } finally {
      setBusy(false);
    }
  };

  const check = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setError(texts.codeFormat);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const token = await verify(phone, code);
      onUnlocked(await unlocked(phone, token));
    } catch (failure) {
      setError(errorMessage(failure, texts.verifyFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="lookup-code-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="lookup-code-title" variant="h6" component="h3">
        {texts.title}
      </Typography>
      <Typography color="text.secondary">{texts.intro}</Typography>
      {!sent ? (
        <Button
          variant="outlined"
          onClick={() => void ask()}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={20} color="inherit" /> : undefined}
          sx={{ minHeight: 48, justifySelf: 'start' }}
        >
          {busy ? texts.sending : texts.send}
        </Button>
      ) : (
        <Box
          component="form"
          method="post"
          noValidate
          onSubmit={check}
          sx={{ display: 'grid', gap: 1.5 }}
        >
          <Alert severity="info">{sent}</Alert>
          <TextField
            label={texts.code}
            value={code}
            onChange={(event) => {
              setCode(event.target.value.replace(/\D/g, '').slice(0, 6));
              setError(undefined);
            }}
            error={Boolean(error)}
            helperText={error ?? texts.codeHint}
            disabled={busy}
            slotProps={{
              htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 },
            }}
          />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={busy} sx={{ minHeight: 48 }}>
              {busy ? texts.checking : texts.unlock}
            </Button>
            <Button onClick={() => void ask()} disabled={busy} sx={{ minHeight: 48 }}>
              {texts.sendAgain}
            </Button>
          </Box>
        </Box>
      )}
      {error && !sent && <Alert severity="error">{error}</Alert>}
    </Box>
  );
}
