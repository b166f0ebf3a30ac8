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
  it('lists absolute URLs, with lastmod where known, escaping XML', () => {
    const xml = sitemapXml('https://clinic.example.in', [
      { path: '/' },
      { path: '/blog/a&b', lastModified: new Date('2026-01-02T03:04:05Z') },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://clinic.example.in/</loc></url>',
        '  <url><loc>https://clinic.example.in/blog/a&amp;b</loc>' +
          '<lastmod>2026-01-02T03:04:05.000Z</lastmod></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });
});
