import { useEffect, useMemo, useRef } from 'react';
import { useFormik } from 'formik';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PhoneField } from '../../components/phone-field';
import { useToast } from '../../components/toast/toast-context';
import { errorMessage, fieldErrors } from '../../lib/api-errors';
import { formatMoney } from '../../lib/money';
import { formatPhone } from '../../lib/phone';
import { useBookAppointment, type BookedAppointment } from './api/book-appointment';
import type { BookingDoctor } from './api/booking-doctors';
import {
  bookingSchema,
  emptyBooking,
  isComplete,
  newIdempotencyKey,
  serverFieldToFormField,
  toBookingInput,
  type BookingFormValues,
} from './booking-form-schema';
import { clinicToday } from './clinic-time';
import type { BackendStatus } from './probe-backend';
import { bookingTexts as texts } from './strings';
import { useSlots } from './use-slots';

interface BookingFormProps {
  status: BackendStatus;
  doctors: readonly BookingDoctor[];
  /** From ?doctorId=: that doctor and its specialty are chosen once the list is known. */
  preselectDoctorId?: string | null;
  clinicPhone?: string | null;
  onBooked: (booking: BookedAppointment) => void;
}

const errorCode = (error: unknown) =>
  CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : undefined;

export function BookingForm({
  status,
  doctors,
  preselectDoctorId,
  clinicPhone,
  onBooked,
}: BookingFormProps) {
  const toast = useToast();
  const [book] = useBookAppointment();
  // Reused while the patient retries the same booking, so a lost answer never books twice.
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  const schema = useMemo(() => bookingSchema(), []);

  const callClinic = clinicPhone
    ? texts.failure.call(formatPhone(clinicPhone))
    : texts.failure.callNoNumber;

  const form = useFormik<BookingFormValues>({
    initialValues: emptyBooking,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      if (status !== 'online') {
        toast.show({
          title: texts.failure.title,
          description: `${texts.failure.demo} ${callClinic}`,
          variant: 'error',
        });
        return;
      }
      const signature = JSON.stringify([values.doctor, values.date, values.time, values.phone]);
      if (attempt.current?.signature !== signature) {
        attempt.current = { signature, key: newIdempotencyKey() };
      }
      try {
        const { data } = await book({
          variables: { input: toBookingInput(values, attempt.current.key) },
        });
        if (!data) throw new Error('No answer');
        attempt.current = null;
        toast.show({
          title: texts.success.title,
          description: data.bookAppointment.message || texts.success.fallback,
          variant: 'success',
        });
        helpers.resetForm();
        onBooked(data.bookAppointment);
      } catch (error) {
        const fields = fieldErrors(error);
        const formErrors: Partial<Record<keyof BookingFormValues, string>> = {};
        for (const [name, message] of Object.entries(fields)) {
          const field = serverFieldToFormField[name];
          if (field) formErrors[field] = message;
        }
        helpers.setErrors(formErrors);
        const code = errorCode(error);
        if (code === 'SLOT_TAKEN') {
          await helpers.setFieldValue('time', '', false);
          void slots.refetch();
        }
        const message = errorMessage(error, texts.failure.fallback);
        toast.show({
          title: texts.failure.title,
          description: code ? message : `${message} ${callClinic}`,
          variant: 'error',
        });
      }
    },
  });

  const { values, setValues, setFieldValue } = form;
  const slots = useSlots(values.doctor, values.date, status);

  const specialties = useMemo(
    () => [...new Set(doctors.map((d) => d.specialization))].sort(),
    [doctors],
  );
  const doctorsOfSpecialty = doctors.filter((d) => d.specialization === values.specialty);
  const chosenDoctor = doctors.find((d) => d.id === values.doctor);

  const preselected = useRef(false);
  useEffect(() => {
    if (preselected.current || !preselectDoctorId || doctors.length === 0) return;
    preselected.current = true;
    const doctor = doctors.find((d) => d.id === preselectDoctorId);
    if (doctor) {
      void setValues((current) => ({
        ...current,
        specialty: doctor.specialization,
        doctor: doctor.id,
        time: '',
      }));
    }
  }, [doctors, preselectDoctorId, setValues]);

  const fieldProps = (name: keyof BookingFormValues) => ({
    id: `booking-${name}`,
    name,
    value: values[name],
    onBlur: form.handleBlur,
    error: Boolean(form.touched[name] && form.errors[name]),
    helperText: form.touched[name] && form.errors[name] ? form.errors[name] : undefined,
    fullWidth: true,
  });

  const slotHint = slots.loading
    ? texts.slots.loading
    : values.doctor && values.date && !slots.slots.some((s) => s.available)
      ? texts.slots.none
      : undefined;
  const timeError = form.touched.time && form.errors.time ? form.errors.time : undefined;
  const complete = isComplete(values);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit}
      aria-busy={form.isSubmitting}
      sx={{ display: 'grid', gap: 2.5, maxWidth: 640 }}
    >
      <TextField
        {...fieldProps('name')}
        label={texts.fields.name}
        required
        autoComplete="name"
        onChange={form.handleChange}
      />
      <PhoneField
        {...fieldProps('phone')}
        label={texts.fields.phone}
        required
        helperText={fieldProps('phone').helperText ?? texts.fields.phoneHelp}
        onChange={(digits) => void setFieldValue('phone', digits)}
      />
      <TextField
        {...fieldProps('email')}
        label={texts.fields.email}
        type="email"
        autoComplete="email"
        onChange={form.handleChange}
      />
      <TextField
        {...fieldProps('specialty')}
        select
        label={texts.fields.specialty}
        required
        onChange={(event) =>
          void setValues({ ...values, specialty: event.target.value, doctor: '', time: '' })
        }
      >
        <MenuItem value="" disabled>
          {texts.fields.specialtyPlaceholder}
        </MenuItem>
        {specialties.map((specialty) => (
          <MenuItem key={specialty} value={specialty}>
            {specialty}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...fieldProps('doctor')}
        select
        label={texts.fields.doctor}
        required
        disabled={!values.specialty || doctorsOfSpecialty.length === 0}
        helperText={
          fieldProps('doctor').helperText ??
          (chosenDoctor ? texts.fields.fee(formatMoney(chosenDoctor.consultationFee)) : undefined)
        }
        onChange={(event) => void setValues({ ...values, doctor: event.target.value, time: '' })}
      >
        <MenuItem value="" disabled>
          {doctorsOfSpecialty.length ? texts.fields.doctorPlaceholder : texts.fields.noDoctors}
        </MenuItem>
        {doctorsOfSpecialty.map((doctor) => (
          <MenuItem key={doctor.id} value={doctor.id}>
            {doctor.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...fieldProps('date')}
        type="date"
        label={texts.fields.date}
        required
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: clinicToday() } }}
        onChange={(event) => void setValues({ ...values, date: event.target.value, time: '' })}
      />
      <TextField
        {...fieldProps('time')}
        select
        label={texts.fields.time}
        required
        disabled={slots.loading || slots.slots.length === 0}
        error={Boolean(timeError)}
        helperText={timeError ?? slotHint}
        onChange={form.handleChange}
      >
        <MenuItem value="" disabled>
          {texts.fields.timePlaceholder}
        </MenuItem>
        {slots.slots.map((slot) => (
          <MenuItem key={slot.time} value={slot.displayTime} disabled={!slot.available}>
            {slot.available ? slot.displayTime : `${slot.displayTime} (${texts.fields.taken})`}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...fieldProps('symptoms')}
        label={texts.fields.symptoms}
        multiline
        minRows={3}
        helperText={fieldProps('symptoms').helperText ?? texts.fields.symptomsHelp}
        onChange={form.handleChange}
      />
      {!complete && (
        <Typography id="booking-incomplete" color="text.secondary">
          {texts.incomplete}
        </Typography>
      )}
      <Button
        type="submit"
        variant="contained"
        color="secondary"
        size="large"
        disabled={!complete || form.isSubmitting}
        loading={form.isSubmitting}
        loadingPosition="start"
        aria-describedby={complete ? undefined : 'booking-incomplete'}
      >
        {form.isSubmitting ? texts.submitting : texts.submit}
      </Button>
    </Box>
  );
}
