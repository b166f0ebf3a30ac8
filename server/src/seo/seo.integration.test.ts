import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { conditionPages, servicePages } from '../search/static-pages';
import { getJson, startTestApp, type TestApp } from '../test/test-app';

const SITE = 'https://clinic.example.in';

interface TextAnswer {
  status: number;
  type: string | undefined;
  cacheControl: string | undefined;
  text: string;
}

/** node:http rather than fetch, so the Host header and the raw path are the test's to choose. */
function get(baseUrl: string, path: string, host?: string): Promise<TextAnswer> {
  const { hostname, port } = new URL(baseUrl);
  const options = { hostname, port, path, headers: host ? { host } : {}, setHost: !host };
  return new Promise((resolve, reject) => {
    const req = request(options, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: res.headers['content-type'],
          cacheControl: res.headers['cache-control'],
          text,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('robots.txt and sitemap.xml', () => {
  let app: TestApp;
  let withSite: TestApp;
  const tag = randomUUID().slice(0, 8);
  const published = `seo-published-${tag}`;
  const draft = `seo-draft-${tag}`;
  const editedAt = new Date('2030-01-02T03:04:05.000Z');

  beforeAll(async () => {
    app = await startTestApp();
    withSite = await startTestApp({ siteUrl: SITE }, app.dataSource);
    await app.dataSource.query(
      `INSERT INTO blog_post (slug, title, excerpt, content, status, published_at, updated_at)
       VALUES ($1, 'Published', 'x', '<p>x</p>', 'PUBLISHED', '2029-12-01T00:00:00Z', $3),
              ($2, 'Draft', 'x', '<p>x</p>', 'DRAFT', NULL, now())`,
      [published, draft, editedAt],
    );
  });

  afterAll(async () => {
    await app.dataSource.query(`DELETE FROM blog_post WHERE slug IN ($1, $2)`, [published, draft]);
    await withSite.close();
    await app.close();
  });

  it('serves robots.txt for the configured site, cacheable for an hour', async () => {
    const robots = await get(withSite.url, '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.type).toMatch(/^text\/plain/);
    expect(robots.cacheControl).toBe('public, max-age=3600');
    expect(robots.text).toContain('User-agent: *');
    for (const path of ['/api/', '/graphql', '/appointments/']) {
      expect(robots.text).toContain(`Disallow: ${path}\n`);
    }
    expect(robots.text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it.each([
    ['a forged Host header', '/robots.txt', 'evil.example'],
    ['a Host that is not a host', '/robots.txt', 'evil.example/<x>'],
    ['a forged Host header', '/sitemap.xml', 'evil.example:8080'],
    ['a path that reads as another origin', '//attacker.example/robots.txt', undefined],
  ])('builds every link on SITE_URL whatever %s says (%s)', async (_what, path, host) => {
    const answer = await get(withSite.url, path, host);
    expect(answer.text).not.toMatch(/evil|attacker/);
    if (path.endsWith('robots.txt') && answer.status === 200) {
      expect(answer.text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    }
    if (path === '/sitemap.xml') {
      expect(answer.status).toBe(200);
      for (const url of locs(answer.text)) expect(url.startsWith(`${SITE}/`)).toBe(true);
    }
  });

  it("uses the default origin, not the request's Host, without SITE_URL", async () => {
    const robots = await get(app.url, '/robots.txt', 'evil.example');
    expect(robots.status).toBe(200);
    expect(robots.text).toContain('Sitemap: http://localhost:4000/sitemap.xml');
    const sitemap = await get(app.url, '/sitemap.xml', 'evil.example');
    expect(locs(sitemap.text)[0]).toBe('http://localhost:4000/');
  });

  it('lists every public page once, absolute, and no personal page', async () => {
    const sitemap = await get(withSite.url, '/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.type).toMatch(/^application\/xml/);
    expect(sitemap.cacheControl).toBe('public, max-age=3600');
    expect(sitemap.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );

    const urls = locs(sitemap.text);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) expect(url.startsWith(`${SITE}/`)).toBe(true);
    const paths = urls.map((url) => url.slice(SITE.length));

    const fixed = ['/', '/services', '/diseases', '/doctors', '/book-appointment', '/products'];
    const more = ['/blog', '/contact', '/faq', '/feedback', '/privacy', '/terms'];
    expect(paths).toEqual(expect.arrayContaining([...fixed, ...more]));
    // Each page in Hindi too.
    expect(paths).toEqual(expect.arrayContaining(['/hi', '/hi/services', '/hi/diseases/piles']));
    for (const page of [...servicePages, ...conditionPages]) expect(paths).toContain(page.path);

    const doctors = (await getJson(app.url, '/api/doctors')).body as { id: number }[];
    for (const doctor of doctors) expect(paths).toContain(`/doctor/${doctor.id}`);

    const posts: { slug: string }[] = await app.dataSource.query(
      `SELECT slug FROM blog_post WHERE status = 'PUBLISHED'`,
    );
    for (const post of posts) expect(paths).toContain(`/blog/${post.slug}`);
    expect(paths).not.toContain(`/blog/${draft}`);

    for (const personal of ['/checkout', '/orders', '/appointments/manage']) {
      expect(paths).not.toContain(personal);
    }
    expect(paths.filter((p) => p.startsWith('/api') || p.startsWith('/graphql'))).toEqual([]);
  });

  it('dates each post by its last change, and the blog by its newest post', async () => {
    const { text } = await get(withSite.url, '/sitemap.xml');
    const lastmod = `<lastmod>${editedAt.toISOString()}</lastmod>`;
    // Each language's entry carries the date, then its alternates.
    expect(text).toContain(`<url><loc>${SITE}/blog/${published}</loc>${lastmod}<xhtml:link`);
    expect(text).toContain(`<url><loc>${SITE}/hi/blog/${published}</loc>${lastmod}<xhtml:link`);
    expect(text).toContain(`<url><loc>${SITE}/blog</loc>${lastmod}<xhtml:link`);
    expect(text).toContain(`<url><loc>${SITE}/</loc><xhtml:link`);
  });
});
