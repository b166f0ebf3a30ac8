import type { Language } from '../../graphql/__generated__/graphql';
import type { Locale } from './locales';

/**
 * The API's name for a page's language: what the patient's booking, order or one-time code is
 * sent with, so the clinic's messages about it come in the language the patient read the page in.
 */
export function apiLanguage(locale: Locale): Language {
  return locale === 'hi' ? 'HI' : 'EN';
}
