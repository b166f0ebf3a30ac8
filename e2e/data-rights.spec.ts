import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generate } from 'otplib';
import {
  startWhatsAppStandIn,
  type WhatsAppStandIn,
} from '../server/src/test/providers/whatsapp-stand-in';
import { addStaffAccount } from './staff-accounts';

// Patients' data rights, end to end at 1280×800 and 360×740: a patient with an order asks from
// the privacy page to erase their data, proving the phone with the one-time code that reaches
// their WhatsApp; the admin sees the request with its due date, downloads the phone's data
// (theirs, nothing of another patient) and erases it; the patient's lookup then shows nothing.
//
// The code must reach the patient, so the journey runs on a site of its own whose worker talks
// to a WhatsApp stand-in (the suite's site sends codes to its log without the digits).

const port = Number(process.env.E2E_PORT ?? 4100) + 5;
const base = `http://127.0.0.1:${port}`;
const PASSWORD = 'a long data rights passphrase';
const ADMIN = 'data-rights-admin@clinic.test';

let whatsapp: WhatsAppStandIn;
let server: ChildProcess | undefined;
let dataDir: string | undefined;
/** The admin's authenticator key, once enrolled, and the last 30-second step a code was used. */
let totpSecret: string | undefined;
let lastStep = 0;

/**
 * A code the server takes: each is good once, so a step already used gives way to the next one
 * (the server accepts a step either side of its own).
 */
async function freshCode(secret: string): Promise<string> {
  let step = Math.max(Math.floor(Date.now() / 30_000), lastStep + 1);
  while (step > Math.floor(Date.now() / 30_000) + 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    step = Math.max(Math.floor(Date.now() / 30_000), lastStep + 1);
  }
  lastStep = step;
  return generate({ secret, epoch: step * 30 });
}

async function startSite(): Promise<ChildProcess> {
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
      NOTIFY_CHANNELS: 'whatsapp',
      ...whatsapp.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk) => (errors += chunk));
  for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`the site exited early:\n${errors}`);
    const ready = await fetch(`${base}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`the site was not ready within 90 s:\n${errors}`);
}

async function gql(request: APIRequestContext, query: string, variables: object = {}) {
  const answer = await request.post(`${base}/graphql`, { data: { query, variables } });
  const body = await answer.json();
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** Places an order for pickup of the first product anyone can order; answers its number. */
async function placeOrder(request: APIRequestContext, phone: string, name: string) {
  const { products } = await gql(
    request,
    `query { products(pageSize: 50) { items { id stock prescriptionOnly variants { id } } } }`,
  );
  const product = (
    products.items as { id: string; stock: number; prescriptionOnly: boolean; variants: [] }[]
  ).find((p) => p.stock > 0 && !p.prescriptionOnly && p.variants.length === 0);
  const { placeOrder } = await gql(
    request,
    `mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { orderNumber } }`,
    {
      input: {
        customerName: name,
        customerPhone: phone,
        shippingAddress: 'Pickup at the clinic',
        deliveryMethod: 'PICKUP',
        paymentMethod: 'COD',
        items: [{ productId: product!.id, quantity: 1 }],
      },
    },
  );
  return placeOrder.orderNumber as string;
}

const codesSentTo = (phone: string) =>
  whatsapp.control.deliveries.filter((d) => d.to === `91${phone}` && d.template === 'lookup_code');

/** Signs the admin in, enrolling the second factor the first time, as a new admin does. */
async function signInAdmin(page: Page) {
  await page.goto(`${base}/staff`);
  await page.getByLabel('E-mail').fill(ADMIN);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  if (totpSecret) {
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('Code from your authenticator app').fill(await freshCode(totpSecret));
    await page.getByRole('button', { name: 'Sign in' }).click();
  } else {
    await page.getByRole('button', { name: 'Sign in' }).click();
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    totpSecret = secret;
    await page.getByLabel('Code from your authenticator app').fill(await freshCode(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('E-mail').fill(ADMIN);
    await page.getByLabel('Code from your authenticator app').fill(await freshCode(secret));
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test.describe('patients’ data rights on a site that sends codes by WhatsApp', () => {
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    whatsapp = await startWhatsAppStandIn();
    dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'clinic-data-rights-')), 'data');
    server = await startSite();
    addStaffAccount(
      { email: ADMIN, name: 'Data Rights Admin', role: 'admin', password: PASSWORD },
      { dataDir },
    );
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const stopped = server;
      await new Promise((resolve) => {
        stopped.once('exit', resolve);
        stopped.kill('SIGTERM');
      });
    }
    await whatsapp?.close();
    if (dataDir) rmSync(path.dirname(dataDir), { recursive: true, force: true });
  });

  for (const [index, viewport] of [
    { width: 1280, height: 800 },
    { width: 360, height: 740 },
  ].entries()) {
    test(`a patient asks to erase with the code; the admin exports and erases (${viewport.width}×${viewport.height})`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const phone = `98765${String(Date.now()).slice(-4)}${index}`;
      const other = `97654${String(Date.now()).slice(-4)}${index}`;
      const orderNumber = await placeOrder(request, phone, 'Rekha Dataright');
      const otherOrder = await placeOrder(request, other, 'Nandini Otherphone');

      // The patient asks from the privacy page, proving the phone with the code.
      const patient = await browser.newPage({ viewport });
      await patient.goto(`${base}/privacy`);
      const form = patient.getByRole('region', { name: 'Ask about your data' });
      await form.getByLabel(/Phone number/).fill(phone);
      await form.getByRole('button', { name: 'Send me a code' }).click();
      await expect(form.getByText(/a 6-digit code is on its way/)).toBeVisible();
      await expect.poll(() => codesSentTo(phone).length, { timeout: 20_000 }).toBe(1);
      const code = codesSentTo(phone)[0].parameters.find((p) => /^\d{6}$/.test(p))!;
      await form.getByLabel('6-digit code').fill(code);
      await form.getByRole('radio', { name: 'Erase my data' }).check();
      await form.getByRole('button', { name: 'Send my request' }).click();
      const receipt = form.getByText(/Your request DR-[A-Z2-9]{6} is received\. We will answer by/);
      await expect(receipt).toBeVisible();
      const reference = (await receipt.textContent())!.match(/DR-[A-Z2-9]{6}/)![0];
      expect(
        await patient.evaluate(() => document.documentElement.scrollWidth),
      ).toBeLessThanOrEqual(viewport.width);

      // The admin sees it with its due date, downloads the phone's data and erases it.
      const context = await browser.newContext({ viewport, acceptDownloads: true });
      const admin = await context.newPage();
      await signInAdmin(admin);
      await admin.goto(`${base}/staff/data-requests`);
      await expect(
        admin.getByRole('heading', { level: 1, name: 'Patients’ data requests' }),
      ).toBeVisible();
      const card = admin.getByRole('listitem', { name: reference });
      await expect(card.getByText(/Due /)).toBeVisible();
      await expect(card.getByText('Proven by a code to the phone', { exact: false })).toBeVisible();
      const [download] = await Promise.all([
        admin.waitForEvent('download'),
        card.getByRole('link', { name: 'Download the data (JSON)' }).click(),
      ]);
      const file = readFileSync((await download.path())!, 'utf8');
      const data = JSON.parse(file);
      expect(data.phone).toBe(phone);
      expect(data.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([orderNumber]);
      expect(file).toContain('Rekha Dataright');
      for (const trace of [other, otherOrder, 'Nandini']) expect(file).not.toContain(trace);

      await card.getByRole('button', { name: 'Erase the data' }).click();
      const dialog = admin.getByRole('dialog', { name: 'Erase everything held for this phone?' });
      await dialog.getByRole('button', { name: 'Erase' }).click();
      await expect(admin.getByRole('listitem', { name: reference })).toHaveCount(0);

      // The patient's lookup no longer finds anything for the phone.
      await patient.goto(`${base}/orders`);
      await patient.getByLabel(/Phone Number/).fill(phone);
      await patient.getByRole('button', { name: 'View All My Orders' }).click();
      await expect(patient.getByText('No orders found for this phone number')).toBeVisible();
      await expect(patient.locator('main')).not.toContainText('Rekha');
      await context.close();
      await patient.close();
    });
  }
});
