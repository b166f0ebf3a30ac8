// robots.txt and sitemap.xml, as pure text. Paths mirror client/src/config/paths.ts.
import { alternateLinks, localizedPath, PAGE_LOCALES } from '../pages/page-locale';

export interface SitemapEntry {
  /** Site path, e.g. /blog/piles-diet */
  path: string;
  lastModified?: Date;
}

/** Pages with no data of their own behind them, in the order a visitor meets them. */
export const FIXED_PAGES = [
  '/',
  '/services',
  '/diseases',
  '/doctors',
  '/book-appointment',
  '/products',
  '/blog',
  '/contact',
  '/faq',
  '/feedback',
  '/privacy',
  '/terms',
] as const;

/**
 * What crawlers should leave alone: the APIs, the page that opens one patient's booking, and the
 * staff console.
 * Checkout and the orders lookup hold nothing personal until a patient types, so crawlers may
 * see them (a disallowed page would read as broken to search engines); the sitemap omits them.
 */
export const PRIVATE_PATHS = ['/api/', '/graphql', '/appointments/', '/staff'];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

const xmlText = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c]);

/**
 * A sitemap (sitemaps.org 0.9) of absolute URLs under `origin`: each page in every language,
 * each naming the others (hreflang, as Google reads sitemaps), x-default English.
 */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.flatMap(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    const alternates = alternateLinks(origin, path)
      .map(
        ({ hreflang, href }) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlText(href)}"/>`,
      )
      .join('');
    return PAGE_LOCALES.map(
      (locale) =>
        `  <url><loc>${xmlText(origin + localizedPath(locale, path))}</loc>${lastmod}` +
        `${alternates}</url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
      'xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
