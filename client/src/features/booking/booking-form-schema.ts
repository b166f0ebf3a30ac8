import * as Yup from 'yup';
import type {
  BookAppointmentInput,
  ConsultationMode,
  Language,
} from '../../graphql/__generated__/graphql';
import { clinicDateTime, clinicToday } from './clinic-time';
import type { Translate } from './words';

export interface BookingFormValues {
  /** A condition page's id, "other", or '' before the patient chooses. Never sent. */
  condition: string;
  name: string;
  phone: string;
  email: string;
  specialty: string;
  doctor: string;
  /** A ConsultationMode the doctor offers; set when a doctor is chosen. */
  mode: string;
  date: string;
  time: string;
  symptoms: string;
}

export const emptyBooking: BookingFormValues = {
  condition: '',
  name: '',
  phone: '',
  email: '',
  specialty: '',
  doctor: '',
  mode: '',
  date: '',
  time: '',
  symptoms: '',
};

/** The spec's split: first word is the first name, the rest (or a single space) the last. */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const name = fullName.trim().replace(/\s+/g, ' ');
  const space = name.indexOf(' ');
  if (space === -1) return { firstName: name, lastName: ' ' };
  return { firstName: name.slice(0, space), lastName: name.slice(space + 1) };
}

/** Required before the submit button is enabled (email and symptoms are optional). */
export function isComplete(values: BookingFormValues): boolean {
  return (['name', 'phone', 'specialty', 'doctor', 'mode', 'date', 'time'] as const).every(
    (field) => values[field].trim() !== '',
  );
}

/**
 * The same rules the server applies, so most mistakes are caught before a round trip; its
 * messages in the page's language (`_` of the booking catalogue).
 */
export function bookingSchema(_: Translate, now: () => Date = () => new Date()) {
  const v = (rule: string) => _(`booking.validation.${rule}`);
  return Yup.object({
    name: Yup.string()
      .trim()
      .required(v('name'))
      .test('name-length', v('nameLength'), (value) => {
        const { firstName, lastName } = splitName(value ?? '');
        return firstName.length <= 60 && lastName.length <= 60;
      }),
    phone: Yup.string()
      .required(v('phoneRequired'))
      .matches(/^\d{10}$/, v('phoneInvalid')),
    email: Yup.string().trim().email(v('email')).max(200, v('email')),
    specialty: Yup.string().required(v('specialty')),
    doctor: Yup.string().required(v('doctor')),
    date: Yup.string()
      .required(v('date'))
      .matches(/^\d{4}-\d{2}-\d{2}$/, v('date'))
      .test('not-past', v('dateMin'), (value) => !value || value >= clinicToday(now())),
    time: Yup.string()
      .required(v('time'))
      .matches(/^\d{2}:\d{2}$/, v('timeFormat')),
    symptoms: Yup.string().max(1000, v('symptoms')),
    condition: Yup.string(),
  });
}

export function toBookingInput(
  values: BookingFormValues,
  idempotencyKey: string,
  language: Language,
): BookAppointmentInput {
  return {
    doctorId: values.doctor,
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a ConsultationMode
    mode: (values.mode || 'IN_CLINIC') as ConsultationMode,
    scheduledAt: clinicDateTime(values.date, values.time),
    symptoms: values.symptoms.trim() || null,
    patientInfo: {
      ...splitName(values.name),
      email: values.email.trim() || null,
      phone: values.phone,
    },
    idempotencyKey,
    language,
  };
}

/** The server names fields by input path; the form by its own names. */
export const serverFieldToFormField: Record<string, keyof BookingFormValues> = {
  'patientInfo.firstName': 'name',
  'patientInfo.lastName': 'name',
  'patientInfo.phone': 'phone',
  'patientInfo.email': 'email',
  doctorId: 'doctor',
  mode: 'mode',
  scheduledAt: 'time',
  symptoms: 'symptoms',
};
