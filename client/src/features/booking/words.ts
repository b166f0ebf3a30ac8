import type { I18n } from '@lingui/core';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { errorMessage, isNetworkError } from '../../lib/api-errors';
import { clinicTimeOfDay, formatDateTime } from '../../lib/dates';
import { formatClockTimeIn, formatDateIn } from '../../lib/i18n/formats';
import { useCatalogue, useLocale } from '../../lib/i18n/catalogue';
import type { Locale } from '../../lib/i18n/locales';
import { bookingCatalogue } from './catalogue';
import { clinicNoon } from './clinic-time';

// The booking feature's words in the page's language, and its dates and times as patients read
// them there. English pages keep every text and format they had before Hindi.

export type Translate = I18n['_'];

/** The catalogue's `_`, the page's language, and the feature's formats in that language. */
export function useBookingWords() {
  const { _ } = useCatalogue(bookingCatalogue);
  const locale = useLocale();
  return { _, locale, ...formatsIn(locale, _) };
}

export type BookingWords = ReturnType<typeof useBookingWords>;

function formatsIn(locale: Locale, _: Translate) {
  /** A clinic date "2026-11-24": "Tue, 24 Nov 2026" / "24 नवंबर 2026". */
  const dateWords = (date: string) => formatDateIn(locale, clinicNoon(date));
  /** "10:30" read aloud: "10:30 am" / "सुबह 10:30". */
  const timeWords = (hhmm: string) => formatClockTimeIn(locale, hhmm);
  /** An instant in clinic time: "Tue, 24 Nov 2026, 10:30 am" / "24 नवंबर 2026, सुबह 10:30". */
  const instantWords = (at: Date) =>
    locale === 'en'
      ? formatDateTime(at)
      : _('booking.facts.whenValue', {
          date: formatDateIn(locale, at),
          time: formatClockTimeIn(locale, clinicTimeOfDay(at)),
        });
  return { dateWords, timeWords, instantWords };
}

/** The API error's code (extensions.code), if it has one. */
export const errorCode = (error: unknown): string | undefined => {
  const code = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : undefined;
  return typeof code === 'string' ? code : undefined;
};

/**
 * What a patient reads for an API error: on English pages the server's own sentence, as before;
 * on other pages never the server's English, but the catalogue's message for its code (`byCode`),
 * for network or server trouble, or `fallback`.
 */
export function apiErrorWords(
  { _, locale }: Pick<BookingWords, '_' | 'locale'>,
  error: unknown,
  fallback: string,
  byCode: Record<string, string | undefined> = {},
): string {
  if (locale === 'en') return errorMessage(error, fallback);
  const code = errorCode(error);
  if (code && byCode[code]) return byCode[code];
  if (isNetworkError(error)) return _('booking.error.network');
  if (ServerError.is(error) && error.statusCode >= 500) return _('booking.error.server');
  return fallback;
}
