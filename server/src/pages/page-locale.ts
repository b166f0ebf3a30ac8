// The site's languages in its addresses. English keeps the site's addresses; Hindi pages live
// under /hi. Mirrors client/src/lib/i18n/locales.ts.

export const PAGE_LOCALES = ['en', 'hi'] as const;
export type PageLocale = (typeof PAGE_LOCALES)[number];
const DEFAULT_LOCALE: PageLocale = 'en';

/** A page address's language and its path without the language's prefix (/hi/faq: hi, /faq). */
export function pageLocale(pathname: string): { locale: PageLocale; path: string } {
  const first = pathname.split('/')[1];
  if (first === 'hi') return { locale: 'hi', path: pathname.slice(3) || '/' };
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** A page's address in `locale`: localizedPath('hi', '/') is /hi, ('hi', '/faq') /hi/faq. */
export function localizedPath(locale: PageLocale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

export interface AlternateLink {
  hreflang: string;
  href: string;
}

/** The page in every language, and x-default (English) for everyone else. */
export function alternateLinks(origin: string, path: string): AlternateLink[] {
  return [
    ...PAGE_LOCALES.map((locale) => ({
      hreflang: locale,
      href: origin + localizedPath(locale, path),
    })),
    { hreflang: 'x-default', href: origin + localizedPath(DEFAULT_LOCALE, path) },
  ];
}

/** The language a visitor chose with the language switch (the `lang` cookie), if any. */
export function chosenLocale(cookieHeader: string | undefined): PageLocale | undefined {
  const match = /(?:^|;\s*)lang=([a-z]+)(?:;|$)/.exec(cookieHeader ?? '');
  return PAGE_LOCALES.find((locale) => locale === match?.[1]);
}
