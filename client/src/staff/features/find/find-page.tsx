import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { AppointmentActions } from '../../components/appointment-actions';
import { AppointmentMessages } from '../../components/appointment-messages';
import { AppointmentCard } from '../../components/appointment-card';
import { deskDate, clinicDateKey } from '../../lib/desk-time';
import { errorMessage } from '../../lib/staff-errors';
import { useFindAppointments } from './api/find-appointments';
import { findTexts as texts } from './strings';

const searchSchema = yup.object({ search: yup.string().trim().required(texts.searchRequired) });

/** By reference, phone or name; each result with its date and actions. */
export default function FindPage() {
  const [find, { data, error, called }] = useFindAppointments();
  const results = data?.findAppointments;

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.4rem', sm: '1.75rem' } }}>
        {texts.title}
      </Typography>
      <Formik
        initialValues={{ search: '' }}
        validationSchema={searchSchema}
        onSubmit={async (values) => {
          await find({ variables: { search: values.search.trim() } }).catch(() => undefined);
        }}
      >
        {({ values, errors, touched, handleChange, handleBlur, isSubmitting }) => (
          <Form noValidate role="search">
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <TextField
                fullWidth
                name="search"
                label={texts.search}
                value={values.search}
                onChange={handleChange}
                onBlur={handleBlur}
                error={touched.search && Boolean(errors.search)}
                helperText={touched.search && errors.search}
              />
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {isSubmitting ? texts.finding : texts.find}
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
      {error && <Alert severity="error">{errorMessage(error, texts.failed)}</Alert>}
      {called && results?.length === 0 && <Typography>{texts.none}</Typography>}
      {results && results.length > 0 && (
        <>
          <Typography role="status">{texts.results(results.length)}</Typography>
          <Stack component="ol" spacing={1} sx={{ p: 0, m: 0 }}>
            {results.map((appointment) => (
              <AppointmentCard
                key={appointment.id}
                appointment={appointment}
                showDoctor
                extra={
                  <Typography variant="body2">
                    {deskDate(clinicDateKey(new Date(appointment.startsAt)))}
                  </Typography>
                }
                actions={
                  <>
                    <AppointmentActions appointment={appointment} />
                    <AppointmentMessages reference={appointment.reference} />
                  </>
                }
              />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
