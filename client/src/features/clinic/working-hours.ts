import { formatClockTime, weekdayName } from '../../lib/clinic-clock';
import type { DoctorProfile } from './api/doctor';
import { hoursTexts } from './hours-texts';
import { clinicTexts } from './strings';

type WorkingDay = DoctorProfile['workingPlan'][number];

export interface WorkingHoursRow {
  days: string;
  hours: string;
  breaks: string[];
}

const range = (start: string, end: string) =>
  hoursTexts.range(formatClockTime(start), formatClockTime(end));

/** A doctor's weekly plan folded into rows: "Mon – Sat: 9:00 am – 5:00 pm (break ...)". */
export function workingHoursRows(plan: readonly WorkingDay[]): WorkingHoursRow[] {
  const sorted = [...plan].sort((a, b) => a.weekday - b.weekday);
  const rows: { first: number; last: number; key: string; day: WorkingDay }[] = [];
  for (const day of sorted) {
    const key = JSON.stringify([day.start, day.end, day.breaks.map((b) => [b.start, b.end])]);
    const previous = rows[rows.length - 1];
    if (previous && previous.key === key && previous.last === day.weekday - 1) {
      previous.last = day.weekday;
    } else {
      rows.push({ first: day.weekday, last: day.weekday, key, day });
    }
  }
  return rows.map(({ first, last, day }) => ({
    days:
      first === last
        ? weekdayName(first)
        : hoursTexts.dayRange(weekdayName(first), weekdayName(last)),
    hours: range(day.start, day.end),
    breaks: day.breaks.map((b) => clinicTexts.doctor.breakText(range(b.start, b.end))),
  }));
}
