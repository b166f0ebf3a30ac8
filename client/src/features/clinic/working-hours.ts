import type { I18n } from '@lingui/core';
import { formatClockTimeIn } from '../../lib/i18n/formats';
import type { Locale } from '../../lib/i18n/locales';
import { foldWeekdays } from '../../lib/opening-hours';
import type { DoctorProfile } from './api/doctor';

type WorkingDay = DoctorProfile['workingPlan'][number];

export interface WorkingHoursRow {
  days: string;
  hours: string;
  breaks: string[];
}

const planKey = (day: WorkingDay) =>
  JSON.stringify([day.start, day.end, day.breaks.map((b) => [b.start, b.end])]);

/**
 * A doctor's weekly plan folded into rows in the page's language ("Mon – Sat", "9:00 am – 5:00
 * pm", "break ..." / "सोमवार – शनिवार", "सुबह 9:00 – शाम 5:00"); `i18n` has the clinic catalogue.
 */
export function workingHoursRows(plan: readonly WorkingDay[], i18n: I18n): WorkingHoursRow[] {
  const _ = (id: string, values?: Record<string, string>) => i18n._(id, values);
  const lang = i18n.locale as Locale;
  const day = (weekday: number) => _(`clinic.weekday.${weekday}`);
  const range = (start: string, end: string) =>
    _('clinic.hours.range', {
      start: formatClockTimeIn(lang, start),
      end: formatClockTimeIn(lang, end),
    });
  return foldWeekdays(plan, planKey).map(({ first, lastWeekday }) => ({
    days:
      first.weekday === lastWeekday
        ? day(lastWeekday)
        : _('clinic.days.range', { first: day(first.weekday), last: day(lastWeekday) }),
    hours: range(first.start, first.end),
    breaks: first.breaks.map((b) => _('clinic.doctor.break', { range: range(b.start, b.end) })),
  }));
}
