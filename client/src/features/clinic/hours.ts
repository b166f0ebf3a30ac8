import { clinicWeekday, formatClockTime, weekdayName } from '../../lib/clinic-clock';
import type { ClinicProfile } from '../../lib/clinic-profile';
import { hoursTexts } from './hours-texts';

export type OpeningHours = ClinicProfile['hours'][number];

/** "8:00 am – 8:00 pm", "Closed", or the clinic's note ("Emergencies only") when it has one. */
export function hoursText(hours: OpeningHours | undefined): string {
  if (!hours || !hours.opens || !hours.closes) return hours?.note || hoursTexts.closed;
  const range = hoursTexts.range(formatClockTime(hours.opens), formatClockTime(hours.closes));
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
  const sorted = [...hours].sort((a, b) => a.weekday - b.weekday);
  const rows: { first: number; last: number; text: string }[] = [];
  for (const entry of sorted) {
    const text = hoursText(entry);
    const previous = rows[rows.length - 1];
    if (previous && previous.text === text && previous.last === entry.weekday - 1) {
      previous.last = entry.weekday;
    } else {
      rows.push({ first: entry.weekday, last: entry.weekday, text });
    }
  }
  return rows.map(({ first, last, text }) => ({
    days:
      first === last
        ? weekdayName(first)
        : hoursTexts.dayRange(weekdayName(first), weekdayName(last)),
    text,
  }));
}

/** "Street, Locality, Region 123456" */
export function formatAddress(clinic: ClinicProfile): string {
  return [clinic.streetAddress, clinic.locality, `${clinic.region} ${clinic.postalCode}`.trim()]
    .filter(Boolean)
    .join(', ');
}
