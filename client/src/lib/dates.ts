// Calendar dates and times in clinic time (IST); the clock the frame needs is in clinic-clock.ts.
import { clinicClock, formatClockTime } from './clinic-clock';

export { clinicWeekday, formatClockTime, weekdayName, weekdayShortNames } from './clinic-clock';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Tue, 24 Nov 2026" */
export function formatDate(date: Date): string {
  const d = clinicClock(date);
  return `${WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
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
