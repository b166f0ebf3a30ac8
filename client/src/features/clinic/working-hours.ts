import { clockRange, foldWeekdays } from '../../lib/opening-hours';
import type { DoctorProfile } from './api/doctor';
import { clinicTexts } from './strings';

type WorkingDay = DoctorProfile['workingPlan'][number];

export interface WorkingHoursRow {
  days: string;
  hours: string;
  breaks: string[];
}

const planKey = (day: WorkingDay) =>
  JSON.stringify([day.start, day.end, day.breaks.map((b) => [b.start, b.end])]);

/** A doctor's weekly plan folded into rows: "Mon – Sat: 9:00 am – 5:00 pm (break ...)". */
export function workingHoursRows(plan: readonly WorkingDay[]): WorkingHoursRow[] {
  return foldWeekdays(plan, planKey).map(({ days, first }) => ({
    days,
    hours: clockRange(first.start, first.end),
    breaks: first.breaks.map((b) => clinicTexts.doctor.breakText(clockRange(b.start, b.end))),
  }));
}
