import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signInNewAdmin } from './admin-sign-in';
import { DEMO_CLINIC, DEMO_DOCTOR, DEMO_DOCTOR_HI, DEMO_POST, DEMO_PRODUCT } from './demo-clinic';
import { live } from './settle';
import { addStaffAccount } from './staff-accounts';

// A clinic sets itself up on a fresh install: its admin signs in (second factor and all), gives
// the clinic's own name, phone and hours at /staff/clinic, removes the demo data, and the public
// site, English and Hindi, shows the clinic and no demo doctor, product or post. Each run starts
// a server of its own (the demo's removal would take the suite's demo data away).

const port = Number(process.env.E2E_PORT ?? 4100) + 7;
const base = `http://127.0.0.1:${port}`;
const PASSWORD = 'a long setup admin passphrase';

async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      SITE_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      CLOCK_FILE: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const ready = await fetch(`${base}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server not ready within 90 s:\n${output}`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test(`an admin sets up the clinic on a fresh install at ${viewport.width}×${viewport.height}`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'clinic-setup-')), 'data');
    const server = await startServer(dataDir);
    try {
      // The fresh install is the demo clinic.
      await page.goto(`${base}/doctors`);
      await expect(page.getByText(DEMO_DOCTOR).first()).toBeVisible();

      const email = `setup-admin-${viewport.width}@clinic.test`;
      addStaffAccount(
        { email, name: 'Setup Admin', role: 'admin', password: PASSWORD },
        { dataDir },
      );
      await signInNewAdmin(page, email, PASSWORD, base);

      await page.goto(`${base}/staff/clinic`);
      await expect(page.getByRole('heading', { level: 1, name: 'Clinic profile' })).toBeVisible();
      await expect(page.getByText(/still shows the demo clinic/)).toBeVisible();

      const name = `Sagar Setup Clinic ${viewport.width}`;
      await page.getByRole('textbox', { name: /^Clinic name( \*)?$/ }).fill(name);
      await page.getByRole('textbox', { name: 'Clinic name in Hindi' }).fill('सागर सेटअप क्लिनिक');
      await page.getByRole('textbox', { name: /^Phone 1: number/ }).fill('9123455501');
      await page.getByRole('textbox', { name: 'Monday opens' }).fill('10:30');
      await page.getByRole('textbox', { name: 'Monday closes' }).fill('18:45');
      await page.getByRole('button', { name: 'Save the profile' }).click();
      await expect(page.getByText('Saved. The site shows the new profile.')).toBeVisible();

      await page.getByRole('button', { name: 'Remove the demo data…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Remove the demo data?' });
      await expect(dialog).toContainText(/\d+ doctors, \d+ products/);
      await dialog.getByRole('button', { name: 'Remove the demo data' }).click();
      await expect(page.getByText(/^Removed \d+ doctors/)).toBeVisible();
      await expect(page.getByText(/still shows the demo clinic/)).toHaveCount(0);

      // The public site: the clinic's own profile everywhere, no demo content.
      const site = await page.context().newPage();
      await site.setViewportSize(viewport);
      await site.goto(`${base}/`);
      await live(site);
      await expect(site.locator('footer')).toContainText(name);
      await expect(site.locator('body')).not.toContainText(DEMO_CLINIC);
      await site.goto(`${base}/contact`);
      await expect(site.locator('main')).toContainText('Reception: +91 91234 55501');
      await expect(site.locator('main')).toContainText('Mon: 10:30 am – 6:45 pm');
      await site.goto(`${base}/hi/contact`);
      await expect(site.locator('body')).toContainText('सागर सेटअप क्लिनिक');
      await site.goto(`${base}/doctors`);
      await expect(site.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(site.locator('body')).not.toContainText(DEMO_DOCTOR);
      await site.goto(`${base}/products`);
      await expect(site.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(site.locator('body')).not.toContainText(DEMO_PRODUCT);
      await site.goto(`${base}/blog`);
      await expect(site.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(site.locator('body')).not.toContainText(DEMO_POST);
      await site.goto(`${base}/hi/doctors`);
      await expect(site.locator('body')).not.toContainText(DEMO_DOCTOR_HI);
    } finally {
      await stop(server);
      rmSync(path.dirname(dataDir), { recursive: true, force: true });
    }
  });
}
