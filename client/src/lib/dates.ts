// Dates and times always show in clinic time (IST, Asia/Kolkata), whatever the browser's zone.

// India has kept UTC+05:30 all year since 1945 (no daylight saving), so clinic dates are plain
// arithmetic. (Intl with a time zone would load the zone database on a phone's first render,
// which is a long task on a slow CPU.)
const IST_OFFSET_MS = 330 * 60_000;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The instant as a UTC date whose fields read as the clinic's wall clock. */
function clinicClock(date: Date): Date {
  return new Date(date.getTime() + IST_OFFSET_MS);
}

/** "Tue, 24 Nov 2026" */
export function formatDate(date: Date): string {
  const d = clinicClock(date);
  return `${WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** ISO weekday (1 = Monday ... 7 = Sunday) of the given instant in clinic time. */
export function clinicWeekday(date: Date = new Date()): number {
  return clinicClock(date).getUTCDay() || 7;
}

/** "2026-11-24": the clinic's calendar day of the instant. */
export function clinicDateKey(date: Date = new Date()): string {
  return clinicClock(date).toISOString().slice(0, 10);
}

/** "10:30": the clinic's wall-clock time of the instant, 24 h. */
export function clinicTimeOfDay(date: Date): string {
  return clinicClock(date).toISOString().slice(11, 16);
}

/** "Tue, 24 Nov 2026, 10:30 am": the instant in clinic time, as appointments and orders show it. */
export function formatDateTime(date: Date): string {
  return `${formatDate(date)}, ${formatClockTime(clinicTimeOfDay(date))}`;
}

/** "HH:MM" (24 h, clinic time) -> "10:30 am". Returns the input when it is not a time. */
export function formatClockTime(hhmm: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
  if (!match) return hhmm;
  const hours = Number(match[1]);
  const suffix = hours >= 12 ? 'pm' : 'am';
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${h12}:${match[2]} ${suffix}`;
}

export const weekdayShortNames = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** Short name of an ISO weekday (1 = Mon). */
export function weekdayName(isoWeekday: number): string {
  return weekdayShortNames[(isoWeekday - 1 + 7) % 7];
}
