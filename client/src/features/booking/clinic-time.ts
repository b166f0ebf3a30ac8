import { formatClockTime, formatDate } from '../../lib/dates';

// en-CA writes dates as YYYY-MM-DD; this is the clinic's date, whatever the phone's zone.
const clinicDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
const clinicClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Today in the clinic as YYYY-MM-DD: the date field's minimum. */
export function clinicToday(now: Date = new Date()): string {
  return clinicDay.format(now);
}

/** "2026-11-24" + "10:30" -> "2026-11-24T10:30:00+05:30" */
export function clinicDateTime(date: string, hhmm: string): string {
  return `${date}T${hhmm}:00+05:30`;
}

/** "Tue, 24 Nov 2026, 10:30 am" in clinic time. */
export function appointmentWords(iso: string): string {
  const instant = new Date(iso);
  return `${formatDate(instant)}, ${formatClockTime(clinicClock.format(instant))}`;
}
