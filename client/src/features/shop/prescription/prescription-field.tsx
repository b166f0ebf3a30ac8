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
import { prescriptionTexts as texts } from './strings';

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
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>(
    token ? { kind: 'attached', name: '' } : { kind: 'idle' },
  );
  const helpId = `${id}-help`;

  const send = async (file: File) => {
    if (file.size > MAX_PRESCRIPTION_BYTES) {
      setState({ kind: 'failed', message: texts.tooLarge });
      return;
    }
    if (file.type && !TYPES.has(file.type)) {
      setState({ kind: 'failed', message: texts.wrongType });
      return;
    }
    setState({ kind: 'uploading', name: file.name });
    onToken('');
    try {
      const receipt = await uploadPrescription(file);
      onToken(receipt.token);
      setState({ kind: 'attached', name: file.name });
    } catch (failure) {
      const message =
        failure instanceof UploadError && failure.network
          ? texts.network
          : (failure as Error).message || texts.failed;
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
        {texts.title}
      </Typography>
      <Typography variant="body2">{texts.intro}</Typography>
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
          {token ? texts.replace : texts.choose}
        </Button>
      </Box>
      <Box aria-live="polite">
        {uploading && (
          <Box sx={{ display: 'grid', gap: 0.5 }}>
            <Typography variant="body2">{texts.uploading}</Typography>
            <LinearProgress aria-label={texts.uploading} />
          </Box>
        )}
        {state.kind === 'attached' && token && (
          <Alert severity="success">
            {state.name ? texts.attached(state.name) : texts.attached(texts.title)}. {texts.private}
          </Alert>
        )}
      </Box>
      <FormHelperText id={helpId} error={Boolean(shownError)} sx={{ mx: 0 }}>
        {shownError ?? texts.accepted}
      </FormHelperText>
    </Paper>
  );
}
