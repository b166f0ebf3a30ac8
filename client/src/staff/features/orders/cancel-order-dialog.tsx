import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { Form, Formik } from 'formik';
import { fieldProps } from '../../../components/form/form';
import { cancelReasonSchema } from './api/set-order-status';
import { cancelTexts as texts } from './strings';

/** Asks for the reason the patient will read in their lookup, then cancels. */
export function CancelOrderDialog({
  orderNumber,
  onClose,
  onCancel,
  error,
}: {
  orderNumber: string;
  onClose: () => void;
  onCancel: (reason: string) => Promise<void>;
  error?: string;
}) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <Formik
        initialValues={{ reason: '' }}
        validationSchema={cancelReasonSchema}
        onSubmit={(values) => onCancel(values.reason.trim())}
      >
        {(form) => (
          <Form noValidate>
            <DialogTitle>{texts.title(orderNumber)}</DialogTitle>
            <DialogContent>
              <TextField
                {...fieldProps(form, 'reason')}
                onBlur={form.handleBlur}
                autoFocus
                fullWidth
                multiline
                minRows={2}
                margin="dense"
                label={texts.reason}
              />
              {error && <Alert severity="error">{error}</Alert>}
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{texts.keep}</Button>
              <Button type="submit" color="error" variant="contained" disabled={form.isSubmitting}>
                {form.isSubmitting ? texts.saving : texts.confirm}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
