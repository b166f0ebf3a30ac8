import { useLocale } from './catalogue';

/**
 * `lang` for text from the API: "en" on a page in another language when the text had no version
 * in it (the API's `inEnglish` names such fields), so a screen reader reads it as English.
 */
export function useContentLang(
  inEnglish: readonly string[] | undefined,
): (...fields: string[]) => 'en' | undefined {
  const locale = useLocale();
  return (...fields) =>
    locale !== 'en' && fields.some((field) => inEnglish?.includes(field)) ? 'en' : undefined;
}

/** The clinic profile's address fields, for `useContentLang(...)(...ADDRESS_FIELDS)`. */
export const ADDRESS_FIELDS = ['streetAddress', 'locality', 'region'] as const;
