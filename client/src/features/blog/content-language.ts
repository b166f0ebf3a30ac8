import type { Locale } from '../../lib/i18n/locales';

type TranslatedField = 'title' | 'excerpt' | 'content';

/**
 * lang="en" for a post's field the server sent in English for want of a version in the page's
 * language (`inEnglish`), so a Hindi page reads it in English; nothing otherwise.
 */
export function fieldLang(
  post: { inEnglish: readonly string[] },
  field: TranslatedField,
): 'en' | undefined {
  return post.inEnglish.includes(field) ? 'en' : undefined;
}

const DEVANAGARI = /[\u0900-\u097F]/;

/** A tag's name is data, shown as it is: lang="en" on a Hindi page when it is not in Hindi. */
export function tagLang(locale: Locale, name: string): 'en' | undefined {
  return locale !== 'en' && !DEVANAGARI.test(name) ? 'en' : undefined;
}
