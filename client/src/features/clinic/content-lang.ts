import { useLocale } from '../../lib/i18n/catalogue';

/**
 * `lang` for a text from the API: "en" on a page in another language when the text had no
 * version in it (the API's `inEnglish`), so a screen reader reads it as English.
 */
export function useContentLang(inEnglish: readonly string[]): (field: string) => 'en' | undefined {
  const locale = useLocale();
  return (field) => (locale !== 'en' && inEnglish.includes(field) ? 'en' : undefined);
}
