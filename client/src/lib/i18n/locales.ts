// The site's languages. English keeps the site's addresses; every other language's pages live
// under its own prefix (/hi/book-appointment). server/src/pages/page-locale.ts mirrors this.

export const locales = ['en', 'hi'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** Each language's name in itself, for the language switch (never translated). */
export const localeNames: Record<Locale, string> = { en: 'English', hi: 'हिंदी' };

const isLocale = (value: string): value is Locale => (locales as readonly string[]).includes(value);

/** The language of a page address: /hi and below are Hindi, everything else English. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1] ?? '';
  return first !== defaultLocale && isLocale(first) ? first : defaultLocale;
}

/**
 * The page's language where no component can say it (a route's loader): from the address in the
 * browser; English on the server, whose renders wait for the right catalogue anyway.
 */
export function browserLocale(): Locale {
  return typeof window === 'undefined' ? defaultLocale : localeOfPath(window.location.pathname);
}

/** The router's basename for a language: '' for English, '/hi' for Hindi. */
export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? '' : `/${locale}`;
}

/** A page address without its language prefix: /hi/faq is /faq, /hi is /. */
export function withoutLocale(pathname: string): string {
  const prefix = localePrefix(localeOfPath(pathname));
  return pathname.slice(prefix.length) || '/';
}

/** The same page in `locale`: localePath('hi', '/faq') is /hi/faq, localePath('hi', '/') is /hi. */
export function localePath(locale: Locale, path: string): string {
  const prefix = localePrefix(locale);
  if (!prefix) return path;
  return path === '/' || path.startsWith('/?') || path.startsWith('/#')
    ? `${prefix}${path.slice(1)}`
    : `${prefix}${path}`;
}
