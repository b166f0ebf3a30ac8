import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useRef, useState } from 'react';
import {
  ACCEPTED_TYPES,
  MAX_PRESCRIPTION_BYTES,
  uploadPrescription,
  UploadError,
} from './api/upload-prescription';
import { useCatalogue, useLocale } from '../../../lib/i18n/catalogue';
import { shopCatalogue } from '../catalogue';

const TYPES = new Set(ACCEPTED_TYPES.split(','));

export interface PrescriptionFieldProps {
  /** The id the form focuses when the prescription is missing. */
  id: string;
  /** The token of the attached file, '' for none. */
  token: string;
  onToken: (token: string) => void;
  /** The form's message for this field (missing, expired). */
  error?: string;
  disabled?: boolean;
}

type State =
  | { kind: 'idle' }
  | { kind: 'uploading'; name: string }
  | { kind: 'attached'; name: string }
  | { kind: 'failed'; message: string };

/**
 * The checkout's prescription step: choose a photo or PDF, sent at once with fetch while a bar
 * shows it going; the token the server answers is all the form keeps. Loaded only when the cart
 * holds a prescription-only product.
 */
export default function PrescriptionField({
  id,
  token,
  onToken,
  error,
  disabled,
}: PrescriptionFieldProps) {
  const { _ } = useCatalogue(shopCatalogue);
  const locale = useLocale();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>(
    token ? { kind: 'attached', name: '' } : { kind: 'idle' },
  );
  const helpId = `${id}-help`;

  const send = async (file: File) => {
    if (file.size > MAX_PRESCRIPTION_BYTES) {
      setState({ kind: 'failed', message: _('shop.prescription.tooLarge') });
      return;
    }
    if (file.type && !TYPES.has(file.type)) {
      setState({ kind: 'failed', message: _('shop.prescription.wrongType') });
      return;
    }
    setState({ kind: 'uploading', name: file.name });
    onToken('');
    try {
      const receipt = await uploadPrescription(file);
      onToken(receipt.token);
      setState({ kind: 'attached', name: file.name });
    } catch (failure) {
      // The server's reason is English: an English page shows it, a Hindi page its own words.
      const message =
        failure instanceof UploadError && failure.network
          ? _('shop.prescription.network')
          : (locale === 'en' && (failure as Error).message) || _('shop.prescription.failed');
      setState({ kind: 'failed', message });
    }
  };

  const uploading = state.kind === 'uploading';
  const shownError = state.kind === 'failed' ? state.message : token ? undefined : error;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ p: 2, display: 'grid', gap: 1.5 }}
    >
      <Typography id={`${id}-title`} variant="h5" component="h2">
        {_('shop.prescription.title')}
      </Typography>
      <Typography variant="body2">{_('shop.prescription.intro')}</Typography>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_TYPES}
        hidden
        aria-hidden
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void send(file);
        }}
      />
      <Box>
        <Button
          id={id}
          variant={token ? 'outlined' : 'contained'}
          startIcon={<UploadFileIcon />}
          disabled={disabled || uploading}
          onClick={() => input.current?.click()}
          aria-describedby={helpId}
          aria-invalid={shownError ? true : undefined}
          sx={{ minHeight: 48 }}
        >
          {token ? _('shop.prescription.replace') : _('shop.prescription.choose')}
        </Button>
      </Box>
      <Box aria-live="polite">
        {uploading && (
          <Box sx={{ display: 'grid', gap: 0.5 }}>
            <Typography variant="body2">{_('shop.prescription.uploading')}</Typography>
            <LinearProgress aria-label={_('shop.prescription.uploading')} />
          </Box>
        )}
        {state.kind === 'attached' && token && (
          <Alert severity="success">
            {_('shop.prescription.attached', {
              name: state.name || _('shop.prescription.attachedFile'),
            })}
          </Alert>
        )}
      </Box>
      <FormHelperText id={helpId} error={Boolean(shownError)} sx={{ mx: 0 }}>
        {shownError ?? _('shop.prescription.accepted')}
      </FormHelperText>
    </Paper>
  );
}
