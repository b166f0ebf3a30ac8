import { expect, test, type Page } from '@playwright/test';

// The staff console is a build of its own (client/dist/staff/): its pages are never cached,
// never indexed, never rendered on the server, and not a byte of it is on the patients' pages.

/** The path of every script the page requests from now on. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  return scripts;
}

test("/staff pages are the console's own page, not stored and not indexed", async ({ request }) => {
  for (const path of ['/staff', '/staff/sign-in', '/staff/queue']) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(response.headers()['x-robots-tag']).toContain('noindex');
    expect(response.headers()['content-security-policy']).toContain("script-src 'self'");
    const html = await response.text();
    // Rendered in the browser: no server-rendered page, none of its data, no inline script.
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('id="apollo-state"');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    // The console's own scripts, none of the site's.
    expect(html).toMatch(/<script type="module"[^>]* src="\/staff\/assets\/[^"]+\.js"/);
    expect(html).not.toContain('src="/assets/');
  }
});

test("the console's scripts are cached like the site's", async ({ request }) => {
  const html = await (await request.get('/staff')).text();
  const entry = html.match(/src="(\/staff\/assets\/[^"]+\.js)"/)![1];
  const script = await request.get(entry);
  expect(script.status()).toBe(200);
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('robots.txt keeps crawlers out of /staff', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain('Disallow: /staff\n');
});

test('the home page requests no staff script; /staff loads the console alone', async ({ page }) => {
  const scripts = scriptsOf(page);
  const home = await page.goto('/');
  expect(await home!.text()).not.toContain('/staff/assets/');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => !s.startsWith('/assets/'))).toEqual([]);

  // Nobody is signed in (the staff API answers `me: null`): the console shows its sign-in.
  await page.route('**/staff/graphql', (route) => route.fulfill({ json: { data: { me: null } } }));
  scripts.length = 0;
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await expect(page).toHaveTitle('Clinic desk');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => !s.startsWith('/staff/assets/'))).toEqual([]);
});
