import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { phoneDigits } from '../../../lib/phone';
import { useDeskDoctors } from '../../api/desk-doctors';
import { DoctorSelect } from '../../components/doctor-select';
import { errorMessage } from '../../lib/staff-errors';
import { useAddWalkIn, walkInSchema } from './api/add-walk-in';
import { useCallNextToken } from './api/call-next-token';
import { useDeskQueue } from './api/desk-queue';
import { queueTexts as texts } from './strings';

/** Per doctor: the token being seen, who waits, a walk-in without a slot, call the next. */
export default function QueuePage() {
  const doctors = useDeskDoctors().data?.deskDoctors ?? [];
  const [chosen, setChosen] = useState('');
  const doctorId = chosen || doctors[0]?.id || '';
  const { data, error, refetch } = useDeskQueue(doctorId);
  const [callNext, { loading: calling }] = useCallNextToken();
  const [addWalkIn] = useAddWalkIn();
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string }>();
  const queue = data?.deskQueue;

  const call = async () => {
    setMessage(undefined);
    try {
      await callNext({ variables: { doctorId } });
      await refetch();
    } catch (e) {
      setMessage({ severity: 'error', text: errorMessage(e, texts.changeFailed) });
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.4rem', sm: '1.75rem' } }}>
        {texts.title}
      </Typography>
      <DoctorSelect doctors={doctors} value={doctorId} onChange={setChosen} label={texts.doctor} />
      {error && <Alert severity="error">{errorMessage(error, texts.failed)}</Alert>}
      {message && <Alert severity={message.severity}>{message.text}</Alert>}
      {queue && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="h2" variant="h6">
              {texts.nowSeeing}
            </Typography>
            <Typography data-testid="now-seeing" sx={{ fontSize: '2rem', fontWeight: 700 }}>
              {queue.nowSeeing ?? texts.nobody}
            </Typography>
            <Button
              variant="contained"
              onClick={() => void call()}
              disabled={calling || queue.waiting.length === 0}
            >
              {calling ? texts.calling : texts.callNext}
            </Button>
          </Stack>
          <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
            {texts.waiting}
          </Typography>
          {queue.waiting.length === 0 ? (
            <Typography color="text.secondary">{texts.noneWaiting}</Typography>
          ) : (
            <ol aria-label={texts.waiting}>
              {queue.waiting.map((entry) => (
                <li key={entry.token}>
                  {texts.token(entry.token)}: {entry.name}
                </li>
              ))}
            </ol>
          )}
          {queue.done.length > 0 && (
            <Typography color="text.secondary" variant="body2">
              {texts.seen}: {queue.done.map((entry) => entry.token).join(', ')}
            </Typography>
          )}
        </Paper>
      )}
      {doctorId && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {texts.walkInTitle}
          </Typography>
          <Formik
            initialValues={{ name: '', phone: '' }}
            validationSchema={walkInSchema}
            onSubmit={async (values, { resetForm }) => {
              setMessage(undefined);
              try {
                const result = await addWalkIn({
                  variables: {
                    input: {
                      doctorId,
                      name: values.name.trim(),
                      phone: values.phone.trim() || null,
                    },
                  },
                });
                const entry = result.data?.addWalkIn;
                if (entry)
                  setMessage({ severity: 'success', text: texts.added(entry.name, entry.token) });
                resetForm();
                await refetch();
              } catch (e) {
                setMessage({ severity: 'error', text: errorMessage(e, texts.changeFailed) });
              }
            }}
          >
            {({
              values,
              errors,
              touched,
              handleChange,
              handleBlur,
              setFieldValue,
              isSubmitting,
            }) => (
              <Form noValidate>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <TextField
                    name="name"
                    label={texts.name}
                    value={values.name}
                    onChange={handleChange}
                    onBlur={handleBlur}
                    error={touched.name && Boolean(errors.name)}
                    helperText={touched.name && errors.name}
                  />
                  <TextField
                    name="phone"
                    type="tel"
                    label={texts.phone}
                    value={values.phone}
                    onChange={(event) =>
                      void setFieldValue('phone', phoneDigits(event.target.value))
                    }
                    onBlur={handleBlur}
                    error={touched.phone && Boolean(errors.phone)}
                    helperText={touched.phone && errors.phone}
                  />
                  <Button type="submit" variant="outlined" disabled={isSubmitting}>
                    {isSubmitting ? texts.adding : texts.add}
                  </Button>
                </Stack>
              </Form>
            )}
          </Formik>
        </Paper>
      )}
    </Stack>
  );
}
