// The clinic's clock (IST, Asia/Kolkata, whatever the browser's zone): what the frame of every page
// needs to show opening hours. Calendar dates are in dates.ts.

// India has kept UTC+05:30 all year since 1945 (no daylight saving), so clinic dates are plain
// arithmetic. (Intl with a time zone would load the zone database on a phone's first render,
// which is a long task on a slow CPU.)
const IST_OFFSET_MS = 330 * 60_000;

/** The instant as a UTC date whose fields read as the clinic's wall clock. */
export function clinicClock(date: Date): Date {
  return new Date(date.getTime() + IST_OFFSET_MS);
}

/** ISO weekday (1 = Monday ... 7 = Sunday) of the given instant in clinic time. */
export function clinicWeekday(date: Date = new Date()): number {
  return clinicClock(date).getUTCDay() || 7;
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
