import { addDays, clinicToday, isoWeekday } from '../../booking/clinic-time';

// Demo days off that stay ahead of the calendar, so the demo clinic (and the journeys that show
// "Dr X is on leave on ...") look the same whenever the demo data is loaded: fixed dates would
// all lie in the past a few months after they were written.

/** The next occurrence, on or after `today`, of each holiday given as 'MM-DD'. */
export function nextHolidays(monthDays: string[], today: string): string[] {
  const year = Number(today.slice(0, 4));
  return monthDays.map((monthDay) => {
    const thisYear = `${year}-${monthDay}`;
    return thisYear >= today ? thisYear : `${year + 1}-${monthDay}`;
  });
}

/** A leave day about `afterDays` ahead: the first of the doctor's working weekdays from then. */
export function leaveDay(afterDays: number, weekdays: number[], today: string): string {
  let date = addDays(today, afterDays);
  while (!weekdays.includes(isoWeekday(date))) date = addDays(date, 1);
  return date;
}

/** Holidays and perhaps one leave day, in date order, as the doctor's `daysOff`. */
export function demoDaysOff(
  holidays: string[],
  leave?: { afterDays: number; weekdays: number[] },
  now = new Date(),
): string[] {
  const today = clinicToday(now);
  const days = nextHolidays(holidays, today);
  if (leave) days.push(leaveDay(leave.afterDays, leave.weekdays, today));
  return [...new Set(days)].sort();
}
