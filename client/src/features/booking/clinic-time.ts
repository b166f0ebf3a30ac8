import { clinicDateKey, formatDateTime } from '../../lib/dates';

/** Today in the clinic as YYYY-MM-DD, whatever the phone's zone: the date field's minimum. */
export function clinicToday(now: Date = new Date()): string {
  return clinicDateKey(now);
}

/** "2026-11-24" + "10:30" -> "2026-11-24T10:30:00+05:30" */
export function clinicDateTime(date: string, hhmm: string): string {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a time, not words
  return `${date}T${hhmm}:00+05:30`;
}

/** Noon in the clinic on a clinic date "2026-11-24": that day, whatever the phone's zone. */
export const clinicNoon = (date: string) => new Date(clinicDateTime(date, '12:00'));

/** "Tue, 24 Nov 2026, 10:30 am" in clinic time. */
export function appointmentWords(iso: string): string {
  return formatDateTime(new Date(iso));
}
