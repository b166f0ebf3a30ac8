import { formatClockTime, weekdayName } from '../clinic-clock';
import { formatDate } from '../dates';
import { formatMoney } from '../money';
import { i18nFor } from './catalogue';
import { inPageDigits, numberingSystemFor } from './digits';
import type { Locale } from './locales';

// Numbers, money, dates and times as patients read them in each language, always clinic time
// (IST) and Latin digits unless the clinic chose Devanagari ones for Hindi (digits.ts). English keeps the site's own formats (plain arithmetic, no Intl on an
// English page's first render); Hindi's month names and times of day ("सुबह 10:30") come from
// Intl through Lingui, which keeps one formatter per format.

const CLINIC_TIME_ZONE = 'Asia/Kolkata';
const IST_OFFSET_MINUTES = 330;

/** ₹1,250.00 in both languages: Indian grouping, in the page's digits. */
export function formatMoneyIn(locale: Locale, amount: number): string {
  return inPageDigits(locale, formatMoney(amount));
}

/** "Tue, 24 Nov 2026" / "24 नवंबर 2026", in clinic time. */
export function formatDateIn(locale: Locale, date: Date): string {
  if (locale === 'en') return formatDate(date);
  return i18nFor(locale).date(date, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: CLINIC_TIME_ZONE,
    numberingSystem: numberingSystemFor(locale),
  });
}

/** A clinic clock time "HH:MM" read aloud: "10:30 am" / "सुबह 10:30". */
export function formatClockTimeIn(locale: Locale, hhmm: string): string {
  if (locale === 'en') return formatClockTime(hhmm);
  const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
  if (!match) return hhmm;
  const minutes = Number(match[1]) * 60 + Number(match[2]) - IST_OFFSET_MINUTES;
  return i18nFor(locale).date(new Date(Date.UTC(2026, 0, 1, 0, minutes)), {
    hour: 'numeric',
    minute: '2-digit',
    dayPeriod: 'short',
    timeZone: CLINIC_TIME_ZONE,
    numberingSystem: numberingSystemFor(locale),
  });
}

/** An ISO weekday (1 Monday … 7 Sunday) as opening hours name it: "Mon" / "सोमवार". */
export function formatWeekdayIn(locale: Locale, isoWeekday: number): string {
  if (locale === 'en') return weekdayName(isoWeekday);
  // 2026-01-05 was a Monday.
  return i18nFor(locale).date(new Date(Date.UTC(2026, 0, 4 + isoWeekday, 12)), {
    weekday: 'long',
    timeZone: CLINIC_TIME_ZONE,
  });
}
