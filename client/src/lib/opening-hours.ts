import { clinicWeekday, foldWeekdays, formatClockTime } from './clinic-clock';
import type { ClinicProfile } from './clinic-profile';

// Opening hours' words, apart from the features' texts: the frame of every page shows hours.
export const hoursTexts = {
  closed: 'Closed',
  range: (opens: string, closes: string) => `${opens} – ${closes}`,
} as const;

export type OpeningHours = ClinicProfile['hours'][number];

/** "HH:MM", "HH:MM" -> "8:00 am – 8:00 pm" */
export function clockRange(start: string, end: string): string {
  return hoursTexts.range(formatClockTime(start), formatClockTime(end));
}

/** "8:00 am – 8:00 pm", "Closed", or the clinic's note ("Emergencies only") when it has one. */
export function hoursText(hours: OpeningHours | undefined): string {
  if (!hours || !hours.opens || !hours.closes) return hours?.note || hoursTexts.closed;
  const range = clockRange(hours.opens, hours.closes);
  return hours.note ? `${range} (${hours.note})` : range;
}

/** Opening hours for today in clinic time (IST). */
export function todaysHours(
  hours: readonly OpeningHours[],
  now: Date = new Date(),
): OpeningHours | undefined {
  const today = clinicWeekday(now);
  return hours.find((entry) => entry.weekday === today);
}

export interface HoursRow {
  days: string;
  text: string;
}

/** Consecutive weekdays with the same hours folded into one row: "Mon – Fri: 8:00 am – 8:00 pm". */
export function groupHours(hours: readonly OpeningHours[]): HoursRow[] {
  return foldWeekdays(hours, hoursText).map(({ days, first }) => ({
    days,
    text: hoursText(first),
  }));
}
