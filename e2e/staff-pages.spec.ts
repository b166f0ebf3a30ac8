import { expect, test } from '@playwright/test';

// The staff console's pages: never cached, never indexed, never rendered on the server, and not
// a byte of it on the patients' pages.

test('/staff pages are the plain shell, not stored and not indexed', async ({ request }) => {
  for (const path of ['/staff', '/staff/sign-in', '/staff/queue']) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(response.headers()['x-robots-tag']).toContain('noindex');
    // The plain client shell: no server-rendered page and none of its data.
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('id="apollo-state"');
  }
});

test('robots.txt keeps crawlers out of /staff', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain('Disallow: /staff\n');
});

test('the home page loads no staff code; /staff loads it', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((s) => /staff|sign-in|today-page|totp/.test(s))).toEqual([]);

  await page.goto('/staff/sign-in');
  await expect.poll(() => scripts.some((s) => /staff-app/.test(s))).toBe(true);
});
