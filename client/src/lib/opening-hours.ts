import { clinicWeekday, formatClockTime, weekdayName } from './clinic-clock';
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

/**
 * Runs of consecutive weekdays that `key` finds alike, each named "Mon" or "Mon – Fri" and given
 * with its first day and its last weekday (for naming the run in another language): how opening
 * hours and doctors' plans are listed.
 */
export function foldWeekdays<T extends { weekday: number }>(
  week: readonly T[],
  key: (day: T) => string,
): { days: string; first: T; lastWeekday: number }[] {
  const runs: { first: T; last: number; key: string }[] = [];
  for (const day of [...week].sort((a, b) => a.weekday - b.weekday)) {
    const alike = key(day);
    const previous = runs[runs.length - 1];
    if (previous && previous.last === day.weekday - 1 && previous.key === alike) {
      previous.last = day.weekday;
    } else runs.push({ first: day, last: day.weekday, key: alike });
  }
  return runs.map(({ first, last }) => ({
    days:
      first.weekday === last
        ? weekdayName(last)
        : `${weekdayName(first.weekday)} – ${weekdayName(last)}`,
    first,
    lastWeekday: last,
  }));
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
