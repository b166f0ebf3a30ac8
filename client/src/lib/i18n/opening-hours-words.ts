import { useLingui } from '@lingui/react';
import { foldWeekdays, hoursText, type OpeningHours } from '../opening-hours';
import { useLocale } from './catalogue';
import { formatClockTimeIn, formatWeekdayIn } from './formats';

// The clinic's hours in the page's language, for the frame (top bar, footer) and the contact page.
// Their words are the frame's own (the app catalogue), which every page loads.

/** Hours in the page's language: "9:00 am – 7:00 pm" / "सुबह 9:00 – शाम 7:00". */
export function useHoursText(): (hours: OpeningHours | undefined) => string {
  const { _ } = useLingui();
  const locale = useLocale();
  return (hours) => {
    if (!hours?.opens || !hours.closes) return hours?.note || _('hours.closed');
    const opens = formatClockTimeIn(locale, hours.opens);
    const closes = formatClockTimeIn(locale, hours.closes);
    return hours.note
      ? _('hours.rangeWithNote', { opens, closes, note: hours.note })
      : _('hours.range', { opens, closes });
  };
}

/**
 * The week's hours with alike days folded into one row, in the page's language: "Mon – Sat",
 * "8:00 am – 8:00 pm" / "सोमवार – शनिवार", "सुबह 8:00 – रात 8:00".
 */
export function useHoursRows(
  hours: readonly OpeningHours[],
): { days: string; text: string; noteOnly: boolean }[] {
  const { _ } = useLingui();
  const locale = useLocale();
  const text = useHoursText();
  return foldWeekdays(hours, hoursText).map(({ first, lastWeekday }) => ({
    days:
      first.weekday === lastWeekday
        ? formatWeekdayIn(locale, lastWeekday)
        : _('hours.days', {
            first: formatWeekdayIn(locale, first.weekday),
            last: formatWeekdayIn(locale, lastWeekday),
          }),
    text: text(first),
    // A note alone ("Emergencies only") is the clinic's own words, in English until it has Hindi.
    noteOnly: !(first.opens && first.closes) && Boolean(first.note),
  }));
}
