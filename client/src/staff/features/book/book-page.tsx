import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { phoneDigits } from '../../../lib/phone';
import { useDeskDoctors } from '../../api/desk-doctors';
import { modeTexts } from '../../components/appointment-texts';
import { DoctorSelect } from '../../components/doctor-select';
import { SlotPicker } from '../../components/slot-picker';
import type { ConsultationMode } from '../../graphql/__generated__/graphql';
import { clinicDateKey, deskTime } from '../../lib/desk-time';
import { errorMessage, fieldErrors } from '../../lib/staff-errors';
import { deskBookingSchema, useBookForPatient } from './api/book-for-patient';
import { bookTexts as texts } from './strings';

const initialValues = {
  doctorId: '',
  date: clinicDateKey(),
  startsAt: '',
  mode: 'IN_CLINIC' as ConsultationMode,
  firstName: '',
  lastName: '',
  phone: '',
  walkIn: false,
};

/** A caller's or walk-in's booking: the public slot rules, so the desk cannot double-book. */
export default function BookPage() {
  const doctors = useDeskDoctors().data?.deskDoctors ?? [];
  const [book] = useBookForPatient();
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string }>();

  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.4rem', sm: '1.75rem' } }}>
        {texts.title}
      </Typography>
      {message && (
        <Alert severity={message.severity} role="alert">
          {message.text}
        </Alert>
      )}
      <Formik
        initialValues={initialValues}
        validationSchema={deskBookingSchema}
        onSubmit={async (values, { resetForm, setErrors }) => {
          setMessage(undefined);
          try {
            const result = await book({
              variables: {
                input: {
                  doctorId: values.doctorId,
                  startsAt: values.startsAt,
                  mode: values.mode,
                  firstName: values.firstName.trim(),
                  lastName: values.lastName.trim() || null,
                  phone: values.phone,
                  walkIn: values.walkIn,
                },
              },
            });
            const a = result.data?.bookForPatient;
            if (a) {
              const time = deskTime(a.startsAt);
              setMessage({
                severity: 'success',
                text:
                  a.token != null
                    ? texts.bookedWithToken(a.reference, time, a.token)
                    : texts.booked(a.reference, time),
              });
            }
            resetForm({
              values: { ...initialValues, doctorId: values.doctorId, date: values.date },
            });
          } catch (e) {
            setErrors(fieldErrors(e));
            setMessage({ severity: 'error', text: errorMessage(e, texts.failed) });
          }
        }}
      >
        {({ values, errors, touched, handleChange, handleBlur, setFieldValue, isSubmitting }) => (
          <Form noValidate>
            <Stack spacing={2}>
              <DoctorSelect
                doctors={doctors}
                value={values.doctorId}
                label={texts.doctor}
                error={touched.doctorId ? errors.doctorId : undefined}
                onChange={(id) => {
                  void setFieldValue('doctorId', id);
                  void setFieldValue('startsAt', '');
                }}
              />
              <TextField
                type="date"
                name="date"
                label={texts.date}
                value={values.date}
                onChange={(event) => {
                  void setFieldValue('date', event.target.value);
                  void setFieldValue('startsAt', '');
                }}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <SlotPicker
                doctorId={values.doctorId}
                date={values.date}
                value={values.startsAt}
                onChange={(startsAt) => void setFieldValue('startsAt', startsAt)}
                error={touched.startsAt ? errors.startsAt : undefined}
              />
              <TextField
                select
                name="mode"
                label={texts.mode}
                value={values.mode}
                onChange={handleChange}
              >
                {(Object.keys(modeTexts) as ConsultationMode[]).map((mode) => (
                  <MenuItem key={mode} value={mode}>
                    {modeTexts[mode]}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                name="firstName"
                label={texts.firstName}
                value={values.firstName}
                onChange={handleChange}
                onBlur={handleBlur}
                error={touched.firstName && Boolean(errors.firstName)}
                helperText={touched.firstName && errors.firstName}
              />
              <TextField
                name="lastName"
                label={texts.lastName}
                value={values.lastName}
                onChange={handleChange}
                onBlur={handleBlur}
              />
              <TextField
                name="phone"
                type="tel"
                label={texts.phone}
                value={values.phone}
                onChange={(event) => void setFieldValue('phone', phoneDigits(event.target.value))}
                onBlur={handleBlur}
                error={touched.phone && Boolean(errors.phone)}
                helperText={touched.phone && errors.phone}
              />
              <FormControlLabel
                control={<Switch name="walkIn" checked={values.walkIn} onChange={handleChange} />}
                label={texts.walkIn}
              />
              <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
                {isSubmitting ? texts.booking : texts.book}
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </Stack>
  );
}
