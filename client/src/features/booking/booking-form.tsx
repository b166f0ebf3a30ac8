import { useEffect, useMemo, useRef } from 'react';
import type { FormikProps } from 'formik';
import { useApolloClient } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Form, fieldProps } from '../../components/form/form';
import { PhoneField } from '../../components/phone-field';
import { useToast } from '../../components/toast/toast-context';
import { errorMessage } from '../../lib/api-errors';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { formatClockTime } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { formatPhone } from '../../lib/phone';
import type { ConsultationMode } from '../../graphql/__generated__/graphql';
import { slotDayQuery } from './api/slot-day';
import { useBookAppointment, type BookedAppointment } from './api/book-appointment';
import type { BookingDoctor } from './api/booking-doctors';
import {
  bookingSchema,
  emptyBooking,
  isComplete,
  serverFieldToFormField,
  toBookingInput,
  type BookingFormValues,
} from './booking-form-schema';
import { clinicToday } from './clinic-time';
import type { BackendStatus } from './probe-backend';
import { chooseCondition, chooseSpecialty, doctorsFor, preselection } from './booking-choices';
import { bookingTexts as texts, conditionChoices } from './strings';
import { ConsultationModeField } from './consultation-mode-field';
import { NoSlotsHelp, noSlotsReason } from './no-slots-help';
import { useSlots } from './use-slots';

interface BookingFormProps {
  status: BackendStatus;
  doctors: readonly BookingDoctor[];
  /** The last date that can be booked: the date picker stops there. */
  lastDate?: string;
  /** From ?doctorId=: that doctor and its specialty are chosen once the list is known. */
  preselectDoctorId?: string | null;
  /** From ?condition= (a condition page's id): that condition is chosen. */
  preselectCondition?: string | null;
  clinicPhone?: string | null;
  onBooked: (booking: BookedAppointment) => void;
  /** Told the chosen doctor and way of consulting as they change (for the panel beside). */
  onChoice?: (choice: { doctor: string; mode: string }) => void;
}

const errorCode = (error: unknown) =>
  CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : undefined;

export function BookingForm({
  status,
  doctors,
  lastDate,
  preselectDoctorId,
  preselectCondition,
  clinicPhone,
  onBooked,
  onChoice,
}: BookingFormProps) {
  const toast = useToast();
  const client = useApolloClient();
  const [book] = useBookAppointment();
  // Reused while the patient retries the same booking, so a lost answer never books twice.
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  const schema = useMemo(() => bookingSchema(), []);

  const callClinic = clinicPhone
    ? texts.failure.call(formatPhone(clinicPhone))
    : texts.failure.callNoNumber;

  return (
    <Form<BookingFormValues>
      initialValues={emptyBooking}
      validationSchema={schema}
      serverFields={serverFieldToFormField}
      failureTitle={texts.failure.title}
      failureMessage={(error) => {
        const message = errorMessage(error, texts.failure.fallback);
        return errorCode(error) ? message : `${message} ${callClinic}`;
      }}
      onFailure={async (error, form) => {
        if (errorCode(error) !== 'SLOT_TAKEN') return;
        await form.setFieldValue('time', '', false);
        void client.refetchQueries({ include: [slotDayQuery] }).catch(() => undefined);
      }}
      onSubmit={async (values) => {
        if (status !== 'online') {
          toast.show({
            title: texts.failure.title,
            description: `${texts.failure.demo} ${callClinic}`,
            variant: 'error',
          });
          return;
        }
        const signature = JSON.stringify([
          values.doctor,
          values.mode,
          values.date,
          values.time,
          values.phone,
        ]);
        if (attempt.current?.signature !== signature) {
          attempt.current = { signature, key: newIdempotencyKey() };
        }
        const { data } = await book({
          variables: { input: toBookingInput(values, attempt.current.key) },
        });
        if (!data) throw new Error('No answer');
        attempt.current = null;
        onBooked(data.bookAppointment);
        return {
          title: texts.success.title,
          description: data.bookAppointment.message || texts.success.fallback,
          // Never over the reference the confirmation shows.
          about: data.bookAppointment.appointment.reference,
        };
      }}
      sx={{ gap: 2.5, maxWidth: 640 }}
    >
      {(form) => (
        <BookingFields
          form={form}
          status={status}
          doctors={doctors}
          lastDate={lastDate}
          preselectDoctorId={preselectDoctorId}
          preselectCondition={preselectCondition}
          onChoice={onChoice}
        />
      )}
    </Form>
  );
}

interface BookingFieldsProps extends Pick<
  BookingFormProps,
  'status' | 'doctors' | 'lastDate' | 'preselectDoctorId' | 'preselectCondition' | 'onChoice'
> {
  form: FormikProps<BookingFormValues>;
}

function BookingFields({
  form,
  status,
  doctors,
  lastDate,
  preselectDoctorId,
  preselectCondition,
  onChoice,
}: BookingFieldsProps) {
  const { values, setValues, setFieldValue } = form;
  useEffect(
    () => onChoice?.({ doctor: values.doctor, mode: values.mode }),
    [onChoice, values.doctor, values.mode],
  );
  const slots = useSlots(values.doctor, values.date, status, values.condition);

  const specialties = useMemo(
    () => [...new Set(doctors.map((d) => d.specialization))].sort(),
    [doctors],
  );
  const doctorsOfSpecialty = values.specialty ? doctorsFor(doctors, values) : [];
  const chosenDoctor = doctors.find((d) => d.id === values.doctor);

  const preselected = useRef(false);
  useEffect(() => {
    if (preselected.current || doctors.length === 0) return;
    if (!preselectDoctorId && !preselectCondition) return;
    preselected.current = true;
    const choice = preselection(doctors, {
      doctorId: preselectDoctorId,
      condition: preselectCondition,
    });
    if (choice) void setValues((current) => ({ ...current, ...choice }));
  }, [doctors, preselectDoctorId, preselectCondition, setValues]);

  // A doctor chosen (however): in the clinic if they see patients there, else their first way.
  const modes = chosenDoctor?.consultationModes;
  useEffect(() => {
    const wanted = !modes
      ? ''
      : modes.includes(values.mode as ConsultationMode)
        ? values.mode
        : modes.includes('IN_CLINIC')
          ? 'IN_CLINIC'
          : (modes[0] ?? '');
    if (wanted !== values.mode) void setFieldValue('mode', wanted, false);
  }, [modes, values.mode, setFieldValue]);

  const field = (name: keyof BookingFormValues) => ({
    ...fieldProps(form, name),
    id: `booking-${name}`,
    onBlur: form.handleBlur,
    fullWidth: true,
  });

  const noneFree = Boolean(values.doctor && values.date) && !slots.slots.some((s) => s.available);
  const why = noneFree && slots.day && chosenDoctor ? slots.day : undefined;
  const slotHint = slots.loading
    ? texts.slots.loading
    : noneFree && !(why && noSlotsReason(why, chosenDoctor?.name ?? ''))
      ? texts.slots.none
      : undefined;
  const timeError = field('time').helperText;
  const complete = isComplete(values);

  return (
    <>
      <TextField
        {...field('condition')}
        select
        label={texts.fields.condition}
        helperText={texts.fields.conditionHelp}
        onChange={(event) =>
          void setValues({ ...values, ...chooseCondition(doctors, event.target.value) })
        }
      >
        <MenuItem value="" disabled>
          {texts.fields.conditionPlaceholder}
        </MenuItem>
        {conditionChoices.map((choice) => (
          <MenuItem key={choice.id} value={choice.id}>
            {choice.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...field('specialty')}
        select
        label={texts.fields.specialty}
        required
        onChange={(event) =>
          void setValues({ ...values, ...chooseSpecialty(doctors, values, event.target.value) })
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
        {...field('doctor')}
        select
        label={texts.fields.doctor}
        required
        disabled={!values.specialty || doctorsOfSpecialty.length === 0}
        helperText={
          field('doctor').helperText ??
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
      {chosenDoctor && (
        <ConsultationModeField
          modes={chosenDoctor.consultationModes}
          value={values.mode}
          onChange={(mode) => void setFieldValue('mode', mode)}
        />
      )}
      <TextField
        {...field('date')}
        type="date"
        label={texts.fields.date}
        required
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { min: clinicToday(), max: lastDate },
        }}
        onChange={(event) => void setValues({ ...values, date: event.target.value, time: '' })}
      />
      <TextField
        {...field('time')}
        select
        label={texts.fields.time}
        required
        disabled={slots.loading || slots.slots.length === 0}
        error={Boolean(timeError)}
        helperText={timeError ?? slotHint}
      >
        <MenuItem value="" disabled>
          {texts.fields.timePlaceholder}
        </MenuItem>
        {slots.slots.map((slot) => (
          <MenuItem key={slot.time} value={slot.displayTime} disabled={!slot.available}>
            {slot.available
              ? formatClockTime(slot.displayTime)
              : texts.fields.takenTime(formatClockTime(slot.displayTime))}
          </MenuItem>
        ))}
      </TextField>
      {why && chosenDoctor && (
        <NoSlotsHelp
          day={why}
          doctorName={chosenDoctor.name}
          onDate={(date) => void setValues({ ...values, date, time: '' })}
          onDoctor={(doctorId) => {
            const other = doctors.find((d) => d.id === doctorId);
            if (other) {
              void setValues({
                ...values,
                specialty: other.specialization,
                doctor: other.id,
                time: '',
              });
            }
          }}
        />
      )}
      <TextField {...field('name')} label={texts.fields.name} required autoComplete="name" />
      <PhoneField
        {...field('phone')}
        label={texts.fields.phone}
        required
        helperText={field('phone').helperText ?? texts.fields.phoneHelp}
        onChange={(digits) => void setFieldValue('phone', digits)}
      />
      <Typography variant="body2" color="text.secondary">
        {texts.fields.contactConsent}
      </Typography>
      <TextField {...field('email')} label={texts.fields.email} type="email" autoComplete="email" />
      <TextField
        {...field('symptoms')}
        label={texts.fields.symptoms}
        multiline
        minRows={3}
        helperText={field('symptoms').helperText ?? texts.fields.symptomsHelp}
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
    </>
  );
}
