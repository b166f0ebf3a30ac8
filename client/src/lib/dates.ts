// Dates and times are always shown in clinic time (IST), whatever the browser's zone.
export const CLINIC_TIME_ZONE = 'Asia/Kolkata';

const dateParts = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: CLINIC_TIME_ZONE,
});

const weekdayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  timeZone: CLINIC_TIME_ZONE,
});

const isoWeekdays: Record<string, number> = {
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
  Sun: 7,
};

/** "Tue, 24 Nov 2026" */
export function formatDate(date: Date): string {
  const parts = Object.fromEntries(dateParts.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year}`;
}

/** ISO weekday (1 = Monday ... 7 = Sunday) of the given instant in clinic time. */
export function clinicWeekday(date: Date = new Date()): number {
  return isoWeekdays[weekdayFormat.format(date)] ?? 1;
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
