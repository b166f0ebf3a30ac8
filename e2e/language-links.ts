import { expect, type Page } from '@playwright/test';

/** The page's hreflang links, as [language, path] pairs in the order the page gives them. */
export const languageLinks = (page: Page) =>
  page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((link) => [
        link.getAttribute('hreflang'),
        new URL(link.getAttribute('href')!).pathname,
      ]),
    );

/** The page links its English and Hindi twins both ways, the English one the default. */
export async function expectLanguagePair(
  page: Page,
  english: string,
  hindi: string,
  message?: string,
) {
  expect(await languageLinks(page), message).toEqual([
    ['en', english],
    ['hi', hindi],
    ['x-default', english],
  ]);
}
