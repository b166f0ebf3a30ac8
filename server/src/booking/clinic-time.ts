// The clinic works in Asia/Kolkata, which has had no daylight saving since 1945: a fixed +05:30
// lets every date and time be computed with plain arithmetic, whatever the server's own TZ.
export const IST_OFFSET_MINUTES = 330;
export const IST_OFFSET_TEXT = '+05:30';
const MINUTE_MS = 60_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' that names a real calendar date. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

// An offset (or Z) is required: a bare local time would be read in the server's own zone.
const OFFSET_DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

/**
 * ISO 8601 'YYYY-MM-DDTHH:MM[:SS[.mmm]]' with Z or an offset, naming a real date and time.
 * `new Date()` alone would roll 2026-11-31 over to 1 December, and T24:00 to the next day.
 */
export function isOffsetDateTime(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const match = OFFSET_DATE_TIME.exec(text);
  if (!match) return false;
  const [, date, hours, minutes, seconds = '0', offsetHours = '0', offsetMinutes = '0'] = match;
  return (
    isCalendarDate(date) &&
    Number(hours) <= 23 &&
    Number(minutes) <= 59 &&
    Number(seconds) <= 59 &&
    Number(offsetHours) * 60 + Number(offsetMinutes) <= 14 * 60 &&
    Number(offsetMinutes) <= 59
  );
}

/** "HH:MM" -> minutes after midnight. */
export function minutesOfDay(hhmm: string): number {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return hours * 60 + minutes;
}

/** "HH:MM" for minutes after midnight. */
export function clockText(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The instant of `minutes` after midnight, clinic time, on the clinic date 'YYYY-MM-DD'. */
export function clinicInstant(date: string, minutes: number): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day) + (minutes - IST_OFFSET_MINUTES) * MINUTE_MS);
}

/** The clinic date ('YYYY-MM-DD') and minutes after midnight of an instant. */
export function clinicDateTime(instant: Date): { date: string; minutes: number } {
  const shifted = new Date(instant.getTime() + IST_OFFSET_MINUTES * MINUTE_MS);
  return {
    date: shifted.toISOString().slice(0, 10),
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/** Today's date in the clinic. */
export function clinicToday(now: Date): string {
  return clinicDateTime(now).date;
}

/** ISO weekday (1 = Monday ... 7 = Sunday) of a clinic date. */
export function isoWeekday(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** A clinic date `days` later (or earlier). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** '2026-11-24T10:30:00+05:30': the instant written in clinic time. */
export function clinicIso(instant: Date): string {
  const { date, minutes } = clinicDateTime(instant);
  const seconds = pad(Math.floor((instant.getTime() % MINUTE_MS) / 1000));
  return `${date}T${clockText(minutes)}:${seconds}${IST_OFFSET_TEXT}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** 'Tue, 24 Nov 2026, 10:30 am' in clinic time, for messages a patient reads. */
export function clinicWords(instant: Date): string {
  const { date, minutes } = clinicDateTime(instant);
  const [year, month, day] = date.split('-').map(Number);
  const time = formatClock12(clockText(minutes));
  return `${WEEKDAYS[isoWeekday(date) - 1]}, ${day} ${MONTHS[month - 1]} ${year}, ${time}`;
}

/** "14:30" -> "2:30 pm" */
export function formatClock12(hhmm: string): string {
  const minutes = minutesOfDay(hhmm);
  const hours = Math.floor(minutes / 60);
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${h12}:${pad(minutes % 60)} ${hours >= 12 ? 'pm' : 'am'}`;
}
