import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { fieldProps } from '../../../components/form/form';
import { errorMessage, fieldErrors } from '../../lib/staff-errors';
import { approveSchema, useApprovePrescription } from './api/approve-prescription';
import { rejectSchema, useRejectPrescription } from './api/reject-prescription';
import { prescriptionsTexts as texts } from './strings';

interface CheckFormProps {
  orderNumber: string;
  /** Said once the change is made, with the order number. */
  onDone: (message: string) => void;
  onFailed: (message: string) => void;
}

/** Approval: the pharmacist's registration number (theirs on file, or typed) goes with it. */
export function ApproveForm({
  orderNumber,
  registration,
  onDone,
  onFailed,
}: CheckFormProps & { registration: string | null }) {
  const [approve] = useApprovePrescription();
  const form = useFormik({
    initialValues: { registrationNumber: registration ?? '' },
    enableReinitialize: true,
    validationSchema: approveSchema,
    onSubmit: async (values, helpers) => {
      try {
        await approve({
          variables: { orderNumber, registrationNumber: values.registrationNumber.trim() },
        });
        onDone(texts.approved(orderNumber));
      } catch (error) {
        helpers.setErrors(fieldErrors(error));
        onFailed(errorMessage(error, texts.failed));
      }
    },
  });
  return (
    <Stack component="form" noValidate spacing={1.5} onSubmit={form.handleSubmit}>
      <Typography component="h3" variant="h6">
        {texts.approveTitle}
      </Typography>
      <TextField
        {...fieldProps(form, 'registrationNumber')}
        onBlur={form.handleBlur}
        id={`approve-${orderNumber}-registration`}
        label={texts.registration}
        required
        helperText={fieldProps(form, 'registrationNumber').helperText ?? texts.registrationHint}
        disabled={form.isSubmitting}
      />
      <Button type="submit" variant="contained" color="success" disabled={form.isSubmitting}>
        {form.isSubmitting ? texts.approving : texts.approve}
      </Button>
    </Stack>
  );
}

/** Rejection: the reason the patient reads; the order is cancelled and its stock returned. */
export function RejectForm({ orderNumber, onDone, onFailed }: CheckFormProps) {
  const [reject] = useRejectPrescription();
  const form = useFormik({
    initialValues: { reason: '' },
    validationSchema: rejectSchema,
    onSubmit: async (values, helpers) => {
      try {
        await reject({ variables: { orderNumber, reason: values.reason.trim() } });
        onDone(texts.rejected(orderNumber));
      } catch (error) {
        helpers.setErrors(fieldErrors(error));
        onFailed(errorMessage(error, texts.failed));
      }
    },
  });
  return (
    <Stack component="form" noValidate spacing={1.5} onSubmit={form.handleSubmit}>
      <Typography component="h3" variant="h6">
        {texts.rejectTitle}
      </Typography>
      <TextField
        {...fieldProps(form, 'reason')}
        onBlur={form.handleBlur}
        id={`reject-${orderNumber}-reason`}
        label={texts.reason}
        required
        multiline
        minRows={2}
        helperText={fieldProps(form, 'reason').helperText ?? texts.reasonHint}
        disabled={form.isSubmitting}
      />
      <Button type="submit" variant="outlined" color="error" disabled={form.isSubmitting}>
        {form.isSubmitting ? texts.rejecting : texts.reject}
      </Button>
    </Stack>
  );
}
