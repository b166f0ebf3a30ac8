import { useState, type FormEvent } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TextAreaField } from '../../components/text-area-field';
import type { DataRequestKind } from '../../graphql/__generated__/graphql';
import { useCatalogue, useLocale } from '../../lib/i18n/catalogue';
import { formatDateIn } from '../../lib/i18n/formats';
import { phoneDigits } from '../../lib/phone';
import { useDataRights, type DataRequestReceipt } from './api/data-rights';
import { privacyCatalogue } from './pages/privacy/catalogue';

const KINDS: DataRequestKind[] = ['SEE', 'CORRECT', 'ERASE'];

/** Why the server refused (its `extensions.reason` or code), as this page's message id. */
function errorId(error: unknown): string {
  if (!CombinedGraphQLErrors.is(error)) return 'dataRights.failed';
  const extensions = error.errors[0]?.extensions ?? {};
  switch (extensions.reason) {
    case 'WRONG_CODE':
    case 'CODE_USED':
    case 'CODE_EXPIRED':
      return 'dataRights.wrongCode';
    case 'TOO_MANY_FOR_PHONE':
    case 'TOO_MANY_FOR_CLIENT':
    case 'TOO_MANY_TRIES':
      return 'dataRights.tooMany';
  }
  if (extensions.code === 'UNAUTHENTICATED') return 'dataRights.expired';
  if (extensions.code === 'RATE_LIMITED') return 'dataRights.tooMany';
  return 'dataRights.failed';
}

/**
 * The privacy page's request form: a code to the phone proves it is the patient's, then they
 * choose to see, correct or erase their data. A phone number alone never opens anything.
 */
export function DataRightsForm() {
  const { _ } = useCatalogue(privacyCatalogue);
  const locale = useLocale();
  const { sendCode, ask } = useDataRights();
  const [phone, setPhone] = useState('');
  const [minutes, setMinutes] = useState<number>();
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<DataRequestKind>('SEE');
  const [details, setDetails] = useState('');
  const [busy, setBusy] = useState(false);
  const [phoneError, setPhoneError] = useState<string>();
  const [codeError, setCodeError] = useState<string>();
  const [error, setError] = useState<string>();
  const [receipt, setReceipt] = useState<DataRequestReceipt>();

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!/^\d{10}$/.test(phone)) {
      setPhoneError(_('dataRights.phoneError'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      setMinutes(await sendCode(phone));
      setCode('');
    } catch (failure) {
      setError(_(errorId(failure)));
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setCodeError(_('dataRights.codeError'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      setReceipt(await ask(phone, code, kind, details));
    } catch (failure) {
      setError(_(errorId(failure)));
    } finally {
      setBusy(false);
    }
  };

  if (receipt) {
    return (
      <Box component="section" aria-labelledby="data-rights-title" sx={{ mb: 3 }}>
        <Typography id="data-rights-title" component="h2" variant="h3" gutterBottom>
          {_('dataRights.title')}
        </Typography>
        <Alert severity="success" role="status">
          {_('dataRights.received', {
            reference: receipt.reference,
            date: formatDateIn(locale, new Date(receipt.dueAt)),
          })}
        </Alert>
      </Box>
    );
  }

  return (
    <Box
      component="section"
      aria-labelledby="data-rights-title"
      sx={{ mb: 3, display: 'grid', gap: 2 }}
    >
      <Typography id="data-rights-title" component="h2" variant="h3">
        {_('dataRights.title')}
      </Typography>
      <Typography>{_('dataRights.intro')}</Typography>
      <Box component="form" noValidate onSubmit={send} sx={{ display: 'grid', gap: 1.5 }}>
        <TextField
          label={_('dataRights.phone')}
          value={phone}
          onChange={(event) => {
            setPhone(phoneDigits(event.target.value));
            setPhoneError(undefined);
          }}
          error={Boolean(phoneError)}
          helperText={phoneError ?? _('dataRights.phoneHint')}
          disabled={busy || minutes !== undefined}
          slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'tel-national' } }}
        />
        {minutes === undefined && (
          <Button
            type="submit"
            variant="contained"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={20} color="inherit" /> : undefined}
            sx={{ minHeight: 48, justifySelf: 'start' }}
          >
            {busy ? _('dataRights.sending') : _('dataRights.send')}
          </Button>
        )}
      </Box>
      {minutes !== undefined && (
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1.5 }}>
          <Alert severity="info">{_('dataRights.sent', { minutes })}</Alert>
          <TextField
            label={_('dataRights.code')}
            value={code}
            onChange={(event) => {
              setCode(event.target.value.replace(/\D/g, '').slice(0, 6));
              setCodeError(undefined);
            }}
            error={Boolean(codeError)}
            helperText={codeError}
            disabled={busy}
            slotProps={{
              htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 },
            }}
          />
          <Box>
            <FormLabel id="data-rights-kind">{_('dataRights.kind')}</FormLabel>
            <RadioGroup
              aria-labelledby="data-rights-kind"
              value={kind}
              onChange={(event) => setKind(event.target.value as DataRequestKind)}
            >
              {KINDS.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={_(`dataRights.kind.${value}`)}
                  sx={{ minHeight: 48 }}
                />
              ))}
            </RadioGroup>
          </Box>
          <TextAreaField
            label={_('dataRights.details')}
            value={details}
            onChange={(event) => setDetails(event.target.value.slice(0, 1000))}
            helperText={_('dataRights.detailsHint')}
            minRows={2}
            disabled={busy}
          />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              type="submit"
              variant="contained"
              disabled={busy}
              startIcon={busy ? <CircularProgress size={20} color="inherit" /> : undefined}
              sx={{ minHeight: 48 }}
            >
              {busy ? _('dataRights.submitting') : _('dataRights.submit')}
            </Button>
            <Button onClick={() => void send()} disabled={busy} sx={{ minHeight: 48 }}>
              {_('dataRights.sendAgain')}
            </Button>
          </Box>
        </Box>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </Box>
  );
}
