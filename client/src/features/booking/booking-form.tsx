import { useEffect, useMemo, useRef } from 'react';
import type { FormikProps } from 'formik';
import { useApolloClient } from '@apollo/client/react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Form, fieldProps } from '../../components/form/form';
import { PhoneField } from '../../components/phone-field';
import { useToast } from '../../components/toast/toast-context';
import { TextAreaField } from '../../components/text-area-field';
import { fieldErrors } from '../../lib/api-errors';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { formatMoneyIn } from '../../lib/i18n/formats';
import { formatPhone } from '../../lib/phone';
import type { ConsultationMode } from '../../graphql/__generated__/graphql';
import { slotDayQuery } from './api/slot-day';
import { apiLanguage } from '../../lib/i18n/api-language';
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
import {
  chooseCondition,
  chooseSpecialty,
  conditionIds,
  doctorsFor,
  preselection,
} from './booking-choices';
import { langOf } from './chosen-doctor-panel';
import { ConsultationModeField } from './consultation-mode-field';
import { NoSlotsHelp, noSlotsReason } from './no-slots-help';
import { useSlots } from './use-slots';
import { apiErrorWords, errorCode, useBookingWords, type BookingWords } from './words';

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

// eslint-disable-next-line lingui/no-unlocalized-strings -- a ConsultationMode
const IN_CLINIC: ConsultationMode = 'IN_CLINIC';

/** The next free times a SLOT_TAKEN error names (extensions.nextSlots), "HH:MM" each. */
function nextFreeTimes(error: unknown): string[] {
  const errors = (error as { errors?: { extensions?: { nextSlots?: unknown } }[] }).errors;
  const slots = errors?.[0]?.extensions?.nextSlots;
  return Array.isArray(slots)
    ? slots.flatMap((slot: { displayTime?: unknown }) =>
        typeof slot?.displayTime === 'string' ? [slot.displayTime] : [],
      )
    : [];
}

/** Why booking failed, by the server's code: its own sentence on English pages, as before. */
function failureWords(words: BookingWords, error: unknown): string {
  const { _, timeWords } = words;
  const times = nextFreeTimes(error);
  return apiErrorWords(words, error, _('booking.failure.fallback'), {
    SLOT_TAKEN: times.length
      ? _('booking.error.slotTaken', { times: times.map(timeWords).join(', ') })
      : _('booking.error.slotTakenNone'),
    LIMIT_REACHED: _('booking.error.limit'),
    RATE_LIMITED: _('booking.error.rateLimited'),
    BAD_USER_INPUT: _('booking.error.invalid'),
    NOT_FOUND: _('booking.error.doctorNotFound'),
    CONFLICT: _('booking.error.conflict'),
  });
}

/** A field the server refused, in the page's words (the server writes English). */
const FIELD_MESSAGES: Partial<Record<keyof BookingFormValues, string>> = {
  name: 'booking.validation.name',
  phone: 'booking.validation.phoneInvalid',
  email: 'booking.validation.email',
  doctor: 'booking.validation.doctor',
  mode: 'booking.validation.mode',
  date: 'booking.validation.date',
  time: 'booking.validation.otherTime',
  symptoms: 'booking.validation.symptoms',
};

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
  const words = useBookingWords();
  const { _, locale } = words;
  // The patient's messages about this booking come in the language of the page.
  const language = apiLanguage(locale);
  // Reused while the patient retries the same booking, so a lost answer never books twice.
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  const schema = useMemo(() => bookingSchema(_), [_]);

  const callClinic = clinicPhone
    ? _('booking.failure.call', { phone: formatPhone(clinicPhone) })
    : _('booking.failure.callNoNumber');

  return (
    <Form<BookingFormValues>
      initialValues={emptyBooking}
      validationSchema={schema}
      serverFields={serverFieldToFormField}
      failureTitle={_('booking.failure.title')}
      failureMessage={(error) => {
        const message = failureWords(words, error);
        return errorCode(error) ? message : `${message} ${callClinic}`;
      }}
      onFailure={async (error, form) => {
        if (locale !== 'en' && errorCode(error) === 'BAD_USER_INPUT') {
          // The fields the server refused, told in the page's language.
          const refused: string[] = Object.keys(fieldErrors(error)).map(
            (name) => serverFieldToFormField[name] ?? name,
          );
          form.setErrors(
            Object.fromEntries(
              Object.entries(FIELD_MESSAGES)
                .filter(([field]) => refused.includes(field))
                .map(([field, id]) => [field, _(id)]),
            ),
          );
        }
        if (errorCode(error) !== 'SLOT_TAKEN') return;
        await form.setFieldValue('time', '', false);
        void client.refetchQueries({ include: [slotDayQuery] }).catch(() => undefined);
      }}
      onSubmit={async (values) => {
        if (status !== 'online') {
          toast.show({
            title: _('booking.failure.title'),
            description: `${_('booking.failure.demo')} ${callClinic}`,
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
          variables: { input: toBookingInput(values, attempt.current.key, language), language },
        });
        if (!data) throw new Error('No answer');
        attempt.current = null;
        onBooked(data.bookAppointment);
        const { appointment, message } = data.bookAppointment;
        return {
          title: _('booking.success.title'),
          // The server writes its message in English: other pages say it from the catalogue.
          description:
            locale === 'en'
              ? message || _('booking.success.fallback')
              : _('booking.success.booked', {
                  doctor: appointment.doctor.name,
                  when: words.instantWords(new Date(appointment.scheduledAt)),
                }),
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
  const words = useBookingWords();
  const { _, locale, timeWords } = words;
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
  const specialtyLang = (specialty: string) => {
    const doctor = doctors.find((d) => d.specialization === specialty);
    return doctor && langOf(doctor, 'specialization');
  };

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
        : modes.includes(IN_CLINIC)
          ? IN_CLINIC
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
    ? _('booking.slots.loading')
    : noneFree && !(why && noSlotsReason(words, why, chosenDoctor?.name ?? ''))
      ? _('booking.slots.none')
      : undefined;
  const timeError = field('time').helperText;
  const complete = isComplete(values);

  return (
    <>
      <TextField
        {...field('condition')}
        select
        label={_('booking.field.condition')}
        helperText={_('booking.field.conditionHelp')}
        onChange={(event) =>
          void setValues({ ...values, ...chooseCondition(doctors, event.target.value) })
        }
      >
        <MenuItem value="" disabled>
          {_('booking.field.conditionPlaceholder')}
        </MenuItem>
        {conditionIds.map((id) => (
          <MenuItem key={id} value={id}>
            {_(`booking.condition.${id}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...field('specialty')}
        select
        label={_('booking.field.specialty')}
        required
        onChange={(event) =>
          void setValues({ ...values, ...chooseSpecialty(doctors, values, event.target.value) })
        }
      >
        <MenuItem value="" disabled>
          {_('booking.field.specialtyPlaceholder')}
        </MenuItem>
        {specialties.map((specialty) => (
          <MenuItem key={specialty} value={specialty}>
            <span lang={specialtyLang(specialty)}>{specialty}</span>
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...field('doctor')}
        select
        label={_('booking.field.doctor')}
        required
        disabled={!values.specialty || doctorsOfSpecialty.length === 0}
        helperText={
          field('doctor').helperText ??
          (chosenDoctor
            ? _('booking.field.fee', { fee: formatMoneyIn(locale, chosenDoctor.consultationFee) })
            : undefined)
        }
        onChange={(event) => void setValues({ ...values, doctor: event.target.value, time: '' })}
      >
        <MenuItem value="" disabled>
          {doctorsOfSpecialty.length
            ? _('booking.field.doctorPlaceholder')
            : _('booking.field.noDoctors')}
        </MenuItem>
        {doctorsOfSpecialty.map((doctor) => (
          <MenuItem key={doctor.id} value={doctor.id}>
            <span lang={langOf(doctor, 'name')}>{doctor.name}</span>
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
        label={_('booking.field.date')}
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
        label={_('booking.field.time')}
        required
        disabled={slots.loading || slots.slots.length === 0}
        error={Boolean(timeError)}
        helperText={timeError ?? slotHint}
      >
        <MenuItem value="" disabled>
          {_('booking.field.timePlaceholder')}
        </MenuItem>
        {slots.slots.map((slot) => (
          <MenuItem key={slot.time} value={slot.displayTime} disabled={!slot.available}>
            {slot.available
              ? timeWords(slot.displayTime)
              : _('booking.field.takenTime', { time: timeWords(slot.displayTime) })}
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
      <TextField {...field('name')} label={_('booking.field.name')} required autoComplete="name" />
      <PhoneField
        {...field('phone')}
        label={_('booking.field.phone')}
        required
        helperText={field('phone').helperText ?? _('booking.field.phoneHelp')}
        onChange={(digits) => void setFieldValue('phone', digits)}
      />
      <Typography variant="body2" color="text.secondary">
        {_('booking.field.contactConsent')}
      </Typography>
      <TextField
        {...field('email')}
        label={_('booking.field.email')}
        type="email"
        autoComplete="email"
      />
      <TextAreaField
        {...field('symptoms')}
        label={_('booking.field.symptoms')}
        minRows={3}
        helperText={field('symptoms').helperText ?? _('booking.field.symptomsHelp')}
      />
      {!complete && (
        <Typography id="booking-incomplete" color="text.secondary">
          {_('booking.incomplete')}
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
        {form.isSubmitting ? _('booking.submitting') : _('booking.submit')}
      </Button>
    </>
  );
}
