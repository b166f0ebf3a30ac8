import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useFormik } from 'formik';
import * as Yup from 'yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { PhoneField } from '../../components/phone-field';
import { useToast } from '../../components/toast/toast-context';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-errors';
import { formatDateTime } from '../../lib/dates';
import { phoneTexts } from '../../lib/phone-texts';
import { useAppointmentLookup, type PatientAppointment } from './api/appointment';
import { useCancelAppointment } from './api/cancel-appointment';
import { AppointmentFacts, Fact } from './appointment-facts';
import { manageTexts as texts } from './strings';

const schema = Yup.object({
  reference: Yup.string()
    .trim()
    .required(texts.referenceRequired)
    .matches(/^APT-[A-Za-z0-9]{5}$/i, texts.referenceRequired),
  phone: Yup.string()
    .required(texts.phoneRequired)
    .matches(/^\d{10}$/, phoneTexts.invalid),
});

function AppointmentCard({
  appointment,
  phone,
}: {
  appointment: PatientAppointment;
  phone: string;
}) {
  const toast = useToast();
  const [cancel, { loading }] = useCancelAppointment();
  const [asking, setAsking] = useState(false);

  const confirm = async () => {
    try {
      await cancel({ variables: { reference: appointment.reference, phone } });
      setAsking(false);
      toast.show({
        title: texts.cancelledTitle,
        description: texts.cancelledBody,
        variant: 'success',
      });
    } catch (error) {
      toast.show({
        title: texts.cancelFailed,
        description: errorMessage(error, texts.failed),
        variant: 'error',
      });
    }
  };

  const cancelled = appointment.status === 'CANCELLED';
  return (
    <Paper variant="outlined" component="section" aria-label={appointment.reference} sx={{ p: 3 }}>
      <AppointmentFacts appointment={appointment}>
        <Fact term={texts.status}>{texts.statuses[appointment.status]}</Fact>
        {appointment.cancelReason && (
          <Fact term={texts.clinicReason}>{appointment.cancelReason}</Fact>
        )}
      </AppointmentFacts>
      <AppointmentHistory changes={appointment.history} />
      {cancelled ? (
        <Button component={RouterLink} to={paths.booking} variant="contained" color="secondary">
          {texts.bookNew}
        </Button>
      ) : !appointment.canCancel ? (
        <Alert severity="info">{texts.tooLate}</Alert>
      ) : asking ? (
        <Stack spacing={2}>
          <Typography>{texts.cancelQuestion}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button
              variant="contained"
              color="error"
              onClick={() => void confirm()}
              loading={loading}
            >
              {loading ? texts.cancelling : texts.cancelConfirm}
            </Button>
            <Button variant="outlined" onClick={() => setAsking(false)} disabled={loading}>
              {texts.keep}
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Button variant="outlined" color="error" onClick={() => setAsking(true)}>
          {texts.cancel}
        </Button>
      )}
    </Paper>
  );
}

/** Each step of the booking in time order: booked, confirmed, rescheduled to..., cancelled. */
function AppointmentHistory({ changes }: { changes: PatientAppointment['history'] }) {
  const told = changes.filter((change) => change.note);
  if (told.length === 0) return null;
  return (
    <Box component="section" aria-label={texts.history} sx={{ mb: 2 }}>
      <Typography component="h2" variant="h3" gutterBottom>
        {texts.history}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
        {told.map((change) => (
          <li key={`${change.at}-${change.status}`}>
            <Typography variant="body2">
              {formatDateTime(new Date(change.at))}: {change.note}
            </Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** See or cancel a booking with its reference and the phone it was made with. */
export function ManageAppointmentPage() {
  const [params] = useSearchParams();
  const [lookup, result] = useAppointmentLookup();
  const [searched, setSearched] = useState<string | null>(null);

  const form = useFormik({
    initialValues: { reference: params.get('reference') ?? '', phone: '' },
    validationSchema: schema,
    onSubmit: async ({ reference, phone }) => {
      setSearched(phone);
      await lookup({ variables: { reference: reference.trim().toUpperCase(), phone } }).catch(
        () => undefined,
      );
    },
  });

  const error = (name: 'reference' | 'phone') =>
    form.touched[name] && form.errors[name] ? form.errors[name] : undefined;
  const appointment = result.data?.appointment;

  return (
    <PageContainer>
      <PageHeader title={texts.title} intro={texts.intro} />
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit}
        sx={{ display: 'grid', gap: 2, maxWidth: 480, mb: 3 }}
      >
        <TextField
          id="manage-reference"
          name="reference"
          label={texts.reference}
          required
          value={form.values.reference}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={Boolean(error('reference'))}
          helperText={error('reference') ?? texts.referenceHelp}
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
        />
        <PhoneField
          id="manage-phone"
          name="phone"
          label={texts.phone}
          required
          value={form.values.phone}
          onChange={(digits) => void form.setFieldValue('phone', digits)}
          onBlur={form.handleBlur}
          error={Boolean(error('phone'))}
          helperText={error('phone')}
        />
        <Button type="submit" variant="contained" loading={form.isSubmitting}>
          {form.isSubmitting ? texts.finding : texts.find}
        </Button>
      </Box>
      {result.error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {errorMessage(result.error, texts.failed)}
        </Alert>
      )}
      {appointment && searched && <AppointmentCard appointment={appointment} phone={searched} />}
    </PageContainer>
  );
}
