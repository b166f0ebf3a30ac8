import type { Locale } from '../../lib/i18n/locales';

/**
 * `lang="en"` for a field the API sent in English because it has no version in the page's
 * language (the field is listed in the item's `inEnglish`), so a Hindi page reads it as English.
 */
export function englishIf(
  inEnglish: readonly string[] | null | undefined,
  field: string,
): 'en' | undefined {
  return inEnglish?.includes(field) ? 'en' : undefined;
}

const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * The language of a product name kept with a cart line or an order (stored as it was read, with
 * no note of its language) where it differs from the page's: on a Hindi page a name without any
 * Devanagari is the English one; on an English page one with Devanagari is Hindi.
 */
export function storedNameLang(locale: Locale, name: string): 'en' | 'hi' | undefined {
  const hindi = DEVANAGARI.test(name);
  if (locale === 'en') return hindi ? 'hi' : undefined;
  return hindi ? undefined : 'en';
}
