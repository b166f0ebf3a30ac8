import type { BookingDoctor } from './api/booking-doctors';
import type { BookingFormValues } from './booking-form-schema';

/** The conditions the clinic treats (ids of the condition pages), then "Something else". */
export const conditionIds = [
  'piles',
  'fistula',
  'hydrocele',
  'sexual-problems',
  'joint-pain',
  'other',
] as const;

export const OTHER_CONDITION = 'other';

// How the patient's first choice ("What do you need help with?") leads to the doctors offered,
// and keeps the spec's Medical Specialty filled in. Pure: the form applies what these return.

type Choice = Pick<BookingFormValues, 'condition' | 'specialty' | 'doctor' | 'time'>;

const treats = (doctor: BookingDoctor, condition: string) =>
  condition === '' || condition === OTHER_CONDITION || doctor.conditions.includes(condition);

export const isKnownCondition = (id: string | null | undefined): id is string =>
  (conditionIds as readonly string[]).includes(id ?? '');

/** The doctors to offer: of the chosen specialty, who treat the chosen condition. */
export function doctorsFor(
  doctors: readonly BookingDoctor[],
  { condition, specialty }: Pick<BookingFormValues, 'condition' | 'specialty'>,
): BookingDoctor[] {
  return doctors.filter(
    (doctor) => (!specialty || doctor.specialization === specialty) && treats(doctor, condition),
  );
}

/** The specialty of the doctors who treat a condition (the most common one among them). */
export function specialtyFor(doctors: readonly BookingDoctor[], condition: string): string {
  const counts = new Map<string, number>();
  for (const doctor of doctors) {
    if (condition !== OTHER_CONDITION && doctor.conditions.includes(condition)) {
      counts.set(doctor.specialization, (counts.get(doctor.specialization) ?? 0) + 1);
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? '';
}

/** A condition chosen: its specialty, and its doctor when only one treats it. */
export function chooseCondition(doctors: readonly BookingDoctor[], condition: string): Choice {
  const specialty = condition === OTHER_CONDITION ? '' : specialtyFor(doctors, condition);
  const offered = doctorsFor(doctors, { condition, specialty });
  return { condition, specialty, doctor: offered.length === 1 ? offered[0].id : '', time: '' };
}

/** A specialty chosen directly: the condition stays if a doctor of it treats that condition. */
export function chooseSpecialty(
  doctors: readonly BookingDoctor[],
  current: Pick<BookingFormValues, 'condition'>,
  specialty: string,
): Choice {
  const keeps = doctorsFor(doctors, { condition: current.condition, specialty }).length > 0;
  const condition = keeps ? current.condition : current.condition && OTHER_CONDITION;
  return { condition, specialty, doctor: '', time: '' };
}

/** What the address asks for (?doctorId=, ?condition=), once the doctors are known. */
export function preselection(
  doctors: readonly BookingDoctor[],
  { doctorId, condition }: { doctorId?: string | null; condition?: string | null },
): Choice | null {
  const doctor = doctorId ? doctors.find((d) => d.id === doctorId) : undefined;
  const wanted = isKnownCondition(condition) ? condition : '';
  if (doctor) {
    const treated = wanted && doctor.conditions.includes(wanted) ? wanted : doctor.conditions[0];
    return {
      condition: treated ?? OTHER_CONDITION,
      specialty: doctor.specialization,
      doctor: doctor.id,
      time: '',
    };
  }
  return wanted ? chooseCondition(doctors, wanted) : null;
}
