import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

interface FormFooterProps {
  /** The server's refusal in the page's language, shown above the button. */
  error?: string;
  submitting: boolean;
  label: string;
  busyLabel: string;
}

/** The end of a message form: what went wrong, if anything, and the send button. */
export function FormFooter({ error, submitting, label, busyLabel }: FormFooterProps) {
  return (
    <>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        color="secondary"
        loading={submitting}
        loadingPosition="start"
        sx={{ justifySelf: { sm: 'start' } }}
      >
        {submitting ? busyLabel : label}
      </Button>
    </>
  );
}
