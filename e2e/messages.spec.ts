import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  startWhatsAppStandIn,
  type WhatsAppStandIn,
} from '../server/src/test/providers/whatsapp-stand-in';
import { dateOn } from './booking-dates';
import { addStaffAccount } from './staff-accounts';

// A patient books and hears of it on WhatsApp within seconds, cancels and hears of that too, and
// the reminders the booking had waiting are never sent: the site with its worker inline, talking
// to a WhatsApp Cloud API stand-in that checks each request as Meta documents it.

const port = Number(process.env.E2E_PORT ?? 4100) + 3;
const base = `http://127.0.0.1:${port}`;
const PHONE = '9876501234';
const PASSWORD = 'a long reception passphrase';
// Dr. Rajesh Sharma (seed): Monday to Saturday, with these days off.
const RAJESH_DAYS_OFF = ['2026-12-25', '2027-01-26', '2027-03-22'];

let whatsapp: WhatsAppStandIn;

/** What reached the patient's WhatsApp (the clinic's own alerts go to its number). */
const toPatient = () => whatsapp.control.deliveries.filter((d) => d.to === `91${PHONE}`);
const arrived = (count: number) =>
  expect.poll(() => toPatient().length, { timeout: 20_000 }).toBe(count);
let server: ChildProcess;
let dataDir: string;

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
      // Quiet hours hold a cancellation notice until morning (the integration tests prove it);
      // this journey runs at any hour.
      QUIET_HOURS: '00:00-00:00',
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

test.beforeAll(async () => {
  test.setTimeout(150_000);
  whatsapp = await startWhatsAppStandIn();
  dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'clinic-messages-')), 'data');
  server = await startSite();
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    await new Promise((resolve) => {
      server.once('exit', resolve);
      server.kill('SIGTERM');
    });
  }
  await whatsapp?.close();
  if (dataDir) rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

test('book, hear of it on WhatsApp, cancel, hear of that, and no reminder goes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const date = dateOn([1, 2, 3, 4, 5, 6], RAJESH_DAYS_OFF);

  await page.goto(`${base}/book-appointment`);
  await page.getByRole('combobox', { name: /^Medical Specialty/ }).click();
  await page.getByRole('option', { name: 'Proctology' }).click();
  await page.getByRole('combobox', { name: /^Preferred Doctor/ }).click();
  await page.getByRole('option', { name: /Dr\. Rajesh Sharma/ }).click();
  await page.getByLabel(/^Appointment Date/).fill(date);
  const time = page.getByRole('combobox', { name: /^Preferred Time/ });
  await expect(time).not.toHaveAttribute('aria-disabled', 'true');
  await time.click();
  await page.getByRole('listbox').getByRole('option', { name: '10:00 am', exact: true }).click();
  await page.getByRole('textbox', { name: /^Full Name/ }).fill('Asha Devi');
  await page.getByRole('textbox', { name: /^Phone Number/ }).fill(PHONE);
  // The form says how the patient will hear from the clinic, and how to stop it.
  await expect(page.getByText(/on WhatsApp/)).toBeVisible();
  await expect(page.getByText(/Reply STOP/)).toBeVisible();
  await page.getByRole('button', { name: 'Book Appointment Now' }).click();
  const confirmation = page.getByRole('region', { name: 'Your appointment is booked' });
  await expect(confirmation).toContainText(/APT-[A-Z0-9]{5}/);
  const reference = (await confirmation.textContent())!.match(/APT-[A-Z0-9]{5}/)![0];

  // The confirmation reaches the patient's WhatsApp: the approved template, its words in order.
  await arrived(1);
  const [booked] = toPatient();
  expect(booked).toMatchObject({ to: `91${PHONE}`, template: 'booking_made', language: 'en' });
  expect(booked.parameters[0]).toBe(reference);
  expect(booked.parameters[1]).toBe('Dr. Rajesh Sharma');
  expect(booked.parameters.join(' ')).not.toMatch(/piles|fistula|Asha/i);

  // The patient cancels with reference and phone, and hears of that too.
  await page.goto(`${base}/appointments/manage?reference=${reference}`);
  await page.getByRole('textbox', { name: /^Phone Number/ }).fill(PHONE);
  await page.getByRole('button', { name: 'Find My Appointment' }).click();
  const booking = page.getByRole('region', { name: reference });
  await booking.getByRole('button', { name: 'Cancel Appointment' }).click();
  await booking.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(booking).toContainText('Cancelled');
  await arrived(2);
  const deliveries = toPatient();
  expect(deliveries[1]).toMatchObject({ to: `91${PHONE}`, template: 'booking_cancelled' });
  expect(deliveries[1].parameters[0]).toBe(reference);

  // Reception sees what the booking sent, and that its reminders will never go.
  addStaffAccount(
    {
      email: 'reception@clinic.test',
      name: 'Rekha Reception',
      role: 'reception',
      password: PASSWORD,
    },
    { dataDir },
  );
  await page.goto(`${base}/staff`);
  await page.getByLabel('E-mail').fill('reception@clinic.test');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await page.goto(`${base}/staff/find`);
  await page.getByRole('textbox', { name: 'Reference, 10-digit phone or name' }).fill(reference);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  const card = page.locator(`[data-testid="desk-appointment"][data-reference="${reference}"]`);
  await card.getByRole('button', { name: 'Messages' }).click();
  const panel = page.getByRole('region', { name: `Messages for ${reference}` });
  const messages = panel.getByTestId('desk-message');
  await expect(messages).toHaveCount(5);
  for (const [label, status] of [
    ['Booking received', 'Sent'],
    ['Booking cancelled', 'Sent'],
    ['Clinic alert: new booking', 'Sent'],
    ['Reminder, the day before', 'Not sent'],
    ['Reminder, two hours before', 'Not sent'],
  ]) {
    const message = messages.filter({ hasText: label });
    await expect(message).toContainText(status);
  }
  await expect(messages.filter({ hasText: 'Reminder, the day before' })).toContainText(
    'Why: The booking was cancelled.',
  );
  // Nothing but the two went out.
  expect(toPatient().map((d) => d.template)).toEqual(['booking_made', 'booking_cancelled']);
});
