// Times and dates on the desk, always in clinic time (IST), as the patient site shows them.
import { clinicDateKey, clinicTimeOfDay, formatClockTime, formatDate } from '../../lib/dates';

export { clinicDateKey };

/** "2:00 pm" for an instant (ISO string). */
export function deskTime(iso: string): string {
  return formatClockTime(clinicTimeOfDay(new Date(iso)));
}

/** "Tue, 24 Nov 2026" for a clinic date "2026-11-24". */
export function deskDate(dateKey: string): string {
  return formatDate(new Date(`${dateKey}T12:00:00+05:30`));
}

/** "2026-11-24" moved by `days`. */
export function addDays(dateKey: string, days: number): string {
  const date = new Date(`${dateKey}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** "10:30" in clinic time on "2026-11-24" as an instant. */
export function clinicInstant(dateKey: string, hhmm: string): string {
  return new Date(`${dateKey}T${hhmm}:00+05:30`).toISOString();
}
