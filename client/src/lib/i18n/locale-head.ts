import { devanagariHeadTags } from './devanagari-font';
import type { Locale } from './locales';

/** What a page's language adds to its head: Hindi brings its font; English uses the phone's. */
export function localeHeadTags(locale: Locale): string {
  return locale === 'hi' ? devanagariHeadTags() : '';
}
