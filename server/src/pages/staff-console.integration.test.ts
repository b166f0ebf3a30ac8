import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from '../test/test-app';

// The console is a build of its own (client/dist/staff/): its page for every /staff address,
// its scripts cached like the site's, and none of it on the site's pages.
const SITE_HTML = '<!doctype html><div id="root"></div><script src="/assets/main-abc123.js">';
const STAFF_HTML = '<!doctype html><title>Clinic desk</title><div id="root"></div>';

function clientBuild({ withConsole }: { withConsole: boolean }): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'clinic-client-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), SITE_HTML);
  writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log("site")');
  if (withConsole) {
    mkdirSync(path.join(dist, 'staff', 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'staff', 'staff.html'), STAFF_HTML);
    writeFileSync(path.join(dist, 'staff', 'assets', 'staff-def456.js'), 'console.log("desk")');
  }
  return dist;
}

describe('the staff console pages', () => {
  let app: TestApp;
  let clientDist: string;

  beforeAll(async () => {
    clientDist = clientBuild({ withConsole: true });
    app = await startTestApp({ clientDist });
  });

  afterAll(async () => {
    await app.close();
    rmSync(clientDist, { recursive: true, force: true });
  });

  it('answers every /staff address with the console page, not stored and not indexed', async () => {
    for (const address of [
      '/staff',
      '/staff/',
      '/staff/sign-in',
      '/staff/queue',
      '/staff/assets',
    ]) {
      const response = await fetch(`${app.url}${address}`, { redirect: 'manual' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(await response.text()).toBe(STAFF_HTML);
    }
  });

  it('serves the console page asked for by its file name the same way', async () => {
    const response = await fetch(`${app.url}/staff/staff.html`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });

  it("caches the console's fingerprinted scripts for a year, like the site's", async () => {
    for (const [address, body] of [
      ['/staff/assets/staff-def456.js', 'console.log("desk")'],
      ['/assets/main-abc123.js', 'console.log("site")'],
    ]) {
      const response = await fetch(`${app.url}${address}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('javascript');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await response.text()).toBe(body);
    }
    expect((await fetch(`${app.url}/staff/assets/missing-000000.js`)).status).toBe(404);
  });

  it("keeps the site's pages the site's own, and addresses that only start alike", async () => {
    for (const address of ['/', '/staffing', '/doctor/staff']) {
      const response = await fetch(`${app.url}${address}`);
      expect(response.headers.get('cache-control')).not.toBe('no-store');
      expect(response.headers.get('x-robots-tag')).toBeNull();
      const html = await response.text();
      expect(html).toContain('/assets/main-abc123.js');
      expect(html).not.toContain('Clinic desk');
    }
  });

  it('says plainly when the console is not built', async () => {
    const siteOnly = clientBuild({ withConsole: false });
    const bare = await startTestApp({ clientDist: siteOnly }, app.dataSource);
    try {
      const response = await fetch(`${bare.url}/staff/sign-in`);
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toMatch(/staff console is not built.*npm run build/);
    } finally {
      await bare.close();
      rmSync(siteOnly, { recursive: true, force: true });
    }
  });
});
