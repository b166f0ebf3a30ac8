import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { Formik, Form } from 'formik';
import { cancelReasonSchema } from '../api/set-appointment-status';
import { deskTime } from '../lib/desk-time';
import type { DeskAppointment } from './appointment-card';
import { appointmentTexts as texts } from './appointment-texts';

/** Asks for the reason the patient will read, then cancels. */
export function CancelDialog({
  appointment,
  onClose,
  onCancel,
  error,
}: {
  appointment: DeskAppointment;
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
        {({ values, errors, touched, handleChange, handleBlur, isSubmitting }) => (
          <Form noValidate>
            <DialogTitle>
              {texts.cancelTitle(appointment.patientName, deskTime(appointment.startsAt))}
            </DialogTitle>
            <DialogContent>
              <TextField
                autoFocus
                fullWidth
                multiline
                minRows={2}
                margin="dense"
                name="reason"
                label={texts.cancelReason}
                value={values.reason}
                onChange={handleChange}
                onBlur={handleBlur}
                error={touched.reason && Boolean(errors.reason)}
                helperText={touched.reason && errors.reason}
              />
              {error && <Alert severity="error">{error}</Alert>}
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{texts.cancelKeep}</Button>
              <Button type="submit" color="error" variant="contained" disabled={isSubmitting}>
                {isSubmitting ? texts.saving : texts.cancelConfirm}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
