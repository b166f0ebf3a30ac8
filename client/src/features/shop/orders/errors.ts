import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { isNetworkError } from '../../../lib/api-errors';
import type { Locale } from '../../../lib/i18n/locales';

/** Lingui's `_` as useCatalogue(ordersCatalogue) gives it. */
export type Translate = (id: string, values?: Record<string, unknown>) => string;

/** Why the one-time code was refused (server: LookupCodeRefusal), and its catalogue message. */
const REFUSALS: Record<string, string> = {
  WRONG_CODE: 'lookup.wrong',
  CODE_USED: 'lookup.used',
  CODE_EXPIRED: 'lookup.expired',
  TOO_MANY_FOR_PHONE: 'lookup.tooManyForPhone',
  TOO_MANY_FOR_CLIENT: 'lookup.tooManyForClient',
  TOO_MANY_TRIES: 'lookup.tooManyTries',
};

/**
 * What the page says about a failed request, in its own language. A refusal the server names
 * (`extensions.reason`, or an unlock that ran out) has its own message; network trouble too.
 * Any other GraphQL error shows the server's own words on an English page (written for
 * patients, as before) and, on a Hindi page, the catalogue's message for its code, never the
 * server's English.
 */
export function pageError(error: unknown, _: Translate, locale: Locale, fallback: string): string {
  if (!error) return fallback;
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const extensions = first?.extensions ?? {};
    const refusal = REFUSALS[String(extensions.reason)];
    if (refusal) return _(refusal, { left: Number(extensions.triesLeft ?? 0) });
    if (extensions.code === 'UNAUTHENTICATED') return _('lookup.unlockOver');
    if (locale === 'en') return error.errors.find((e) => e.message)?.message ?? fallback;
    if (extensions.code === 'RATE_LIMITED') return _('orders.errors.limited');
    return fallback;
  }
  if ((error as Error)?.name === 'RequestTimeoutError') return _('orders.errors.timeout');
  if (ServerError.is(error) || ServerParseError.is(error)) {
    return error.statusCode >= 500 ? _('orders.errors.server') : fallback;
  }
  if (isNetworkError(error)) return _('orders.errors.network');
  return fallback;
}
