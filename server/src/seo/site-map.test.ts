import { robotsTxt, sitemapXml } from './site-map';

describe('robotsTxt', () => {
  it('keeps crawlers out of the APIs, personal pages and the staff console, and links the sitemap', () => {
    const text = robotsTxt('https://clinic.example.in');
    expect(text.split('\n')).toEqual([
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /graphql',
      'Disallow: /appointments/',
      'Disallow: /staff',
      'Allow: /',
      '',
      'Sitemap: https://clinic.example.in/sitemap.xml',
      '',
    ]);
  });
});

describe('sitemapXml', () => {
  it('lists absolute URLs in every language, with lastmod where known, escaping XML', () => {
    const site = 'https://clinic.example.in';
    const xml = sitemapXml(site, [
      { path: '/' },
      { path: '/blog/a&b', lastModified: new Date('2026-01-02T03:04:05Z') },
    ]);
    const alternates = (en: string, hi: string) =>
      `<xhtml:link rel="alternate" hreflang="en" href="${site}${en}"/>` +
      `<xhtml:link rel="alternate" hreflang="hi" href="${site}${hi}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${site}${en}"/>`;
    const lastmod = '<lastmod>2026-01-02T03:04:05.000Z</lastmod>';
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
          'xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        `  <url><loc>${site}/</loc>${alternates('/', '/hi')}</url>`,
        `  <url><loc>${site}/hi</loc>${alternates('/', '/hi')}</url>`,
        `  <url><loc>${site}/blog/a&amp;b</loc>${lastmod}` +
          `${alternates('/blog/a&amp;b', '/hi/blog/a&amp;b')}</url>`,
        `  <url><loc>${site}/hi/blog/a&amp;b</loc>${lastmod}` +
          `${alternates('/blog/a&amp;b', '/hi/blog/a&amp;b')}</url>`,
        '</urlset>',
        '',
      ].join('\n'),
    );
  });
});
