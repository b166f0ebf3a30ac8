import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { generate } from 'otplib';
import sharp from 'sharp';
import { addStaffAccount } from './staff-accounts';

// Doctors and their time, end to end: an admin (second factor and all) adds a doctor with a
// photo, a registration number and a weekly plan; the public doctors page, the profile (English
// and Hindi) and the booking page show the doctor with slots. A patient books; the admin then
// gives the doctor that day off: the booking stays, and reception finds it under "Needs
// rescheduling" from Today. Names and phones are this spec's own (Lane B).

const PASSWORD = 'a long doctors desk passphrase';
const DAY_MS = 86_400_000;
const IST_MS = 330 * 60_000;

/** A clinic date `days` from today. */
const clinicDate = (days: number) =>
  new Date(Date.now() + IST_MS + days * DAY_MS).toISOString().slice(0, 10);

/** A portrait as a phone takes one: a real JPEG. */
const portrait = () =>
  sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 70, g: 130, b: 160 } } })
    .jpeg({ quality: 85 })
    .toBuffer();

async function signInAdmin(page: Page, email: string) {
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // An admin's first sign-in sets up the second factor.
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  const now = Math.floor(Date.now() / 1000);
  await page
    .getByLabel('Code from your authenticator app')
    .fill(await generate({ secret, epoch: now }));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  // Signed in again with a code: each works once, so the next step's (a step either side is allowed).
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page
    .getByLabel('Code from your authenticator app')
    .fill(await generate({ secret, epoch: now + 30 }));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
}

async function signInReception(page: Page, email: string) {
  await page.goto('/staff');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
}

async function bookOnline(
  request: APIRequestContext,
  doctorId: string,
  date: string,
  phone: string,
) {
  const slots = await (
    await request.get(`/api/appointments/slots/${doctorId}?date=${date}`)
  ).json();
  const free = slots.slots.find((slot: { available: boolean }) => slot.available);
  const response = await request.post('/api/appointments', {
    data: {
      doctorId,
      scheduledAt: free.time,
      patientInfo: { firstName: 'Laneb', lastName: 'Patient', phone },
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).appointment.reference as string;
}

/** A public page as visitors get it: rendered pages are cached for a minute. */
async function eventually(page: Page, path: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout: 90_000, intervals: [2_000, 5_000, 10_000] });
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test(`an admin adds a doctor and their time; reception moves what a day off strands, at ${viewport.width}×${viewport.height}`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(viewport);
    const tag = `${viewport.width}${String(Date.now()).slice(-6)}`;
    const adminEmail = `laneb-admin-${tag}@clinic.test`;
    const receptionEmail = `laneb-reception-${tag}@clinic.test`;
    addStaffAccount({ email: adminEmail, name: 'Lane B Admin', role: 'admin', password: PASSWORD });
    addStaffAccount({
      email: receptionEmail,
      name: 'Lane B Reception',
      role: 'reception',
      password: PASSWORD,
    });
    const name = `Dr. Laneb Varma ${tag}`;
    const registration = `MP/${tag}`;

    await signInAdmin(page, adminEmail);
    await page.goto('/staff/doctors');
    await page.getByRole('link', { name: 'Add a doctor' }).click();
    await page.getByRole('textbox', { name: /^Name\s*\*?$/ }).fill(name);
    await page.getByRole('textbox', { name: /^Specialization\s*\*?$/ }).fill('Proctology');
    await page.getByRole('textbox', { name: /^Qualification\s*\*?$/ }).fill('MBBS, MS');
    await page.getByRole('textbox', { name: /^Registration number/ }).fill(registration);
    await page.getByRole('textbox', { name: /^Consultation fee/ }).fill('450');
    await page.getByRole('textbox', { name: /^Bio\s*\*?$/ }).fill('Treats piles with care.');
    await page.getByRole('checkbox', { name: 'Piles' }).check();
    await page.getByRole('textbox', { name: 'Name in Hindi' }).fill('डॉ. लेनबी वर्मा');
    await page.getByRole('button', { name: 'Add doctor' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const doctorId = new URL(page.url()).pathname.split('/').pop()!;

    // The photo, re-encoded by the server and shown from /images/uploads.
    await page.getByLabel('Upload a photo').setInputFiles({
      name: 'portrait.jpg',
      mimeType: 'image/jpeg',
      buffer: await portrait(),
    });
    await expect(page.getByTestId('doctor-photo').locator('img')).toHaveAttribute(
      'src',
      /^\/images\/uploads\/[0-9a-f]{64}-320\.webp$/,
    );

    // The weekly plan: every day 10:00 to 13:00 in 30-minute slots.
    const plan = page.getByRole('region', { name: 'Working plan' });
    await plan.getByRole('textbox', { name: 'Slot length (minutes)' }).fill('30');
    for (const day of [
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]) {
      await plan.getByRole('checkbox', { name: `Works on ${day}` }).check();
      await plan.getByLabel(`${day} start`).fill('10:00');
      await plan.getByLabel(`${day} end`).fill('13:00');
    }
    await plan.getByRole('button', { name: 'Save working plan' }).click();
    await expect(plan.getByRole('status')).toHaveText(
      'Working plan saved. The public slots show it now.',
    );

    // The public site: the doctors page, the profile in both languages, the booking page's slots.
    await eventually(page, '/doctors', async () => {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible({ timeout: 3_000 });
    });
    await page.goto(`/doctor/${doctorId}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(`Medical registration no. ${registration}`)).toBeVisible();
    await expect(
      page.getByRole('main').locator('img[src*="/images/uploads/"]').first(),
    ).toBeVisible();
    await page.goto(`/hi/doctor/${doctorId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'डॉ. लेनबी वर्मा' })).toBeVisible();
    await expect(page.getByText(`मेडिकल रजिस्ट्रेशन नंबर ${registration}`)).toBeVisible();

    const date = clinicDate(3);
    await page.goto(`/book-appointment?doctorId=${doctorId}`);
    await expect(page.getByText('Checking the booking service...')).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: /^Preferred Doctor/ })).toContainText(name);
    await page.getByLabel(/^Appointment Date/).fill(date);
    const time = page.getByRole('combobox', { name: /^Preferred Time/ });
    await expect(time).not.toHaveAttribute('aria-disabled', 'true');
    await time.click();
    // The plan's six half hours, 10:00 to 12:30 (the first option is the placeholder).
    await expect(page.getByRole('listbox').getByRole('option', { disabled: false })).toHaveText([
      '10:00 am',
      '10:30 am',
      '11:00 am',
      '11:30 am',
      '12:00 pm',
      '12:30 pm',
    ]);
    await page.keyboard.press('Escape');

    // A patient books that day; the admin then gives the doctor the day off.
    const reference = await bookOnline(
      request,
      doctorId,
      date,
      `97${tag.slice(-8).padStart(8, '0')}`,
    );
    await page.goto(`/staff/doctors/${doctorId}`);
    const again = page.getByRole('region', { name: 'Working plan' });
    await again.getByLabel('Day off', { exact: true }).fill(date);
    await again.getByRole('button', { name: 'Add day off' }).click();
    await again.getByRole('button', { name: 'Save working plan' }).click();
    await expect(again.getByRole('status')).toContainText('1 booking falls outside it');
    const mine = page.getByRole('region', { name: 'Needs rescheduling' });
    await expect(mine.locator(`[data-reference="${reference}"]`)).toContainText('Booked online');

    // Reception sees it from Today and opens the list, with the desk's reschedule.
    const context = await browser.newContext({ viewport });
    const desk = await context.newPage();
    await signInReception(desk, receptionEmail);
    await expect(desk.getByText(/bookings? needs? rescheduling/)).toBeVisible();
    await desk.getByRole('link', { name: 'Needs rescheduling' }).click();
    await expect(desk.getByRole('heading', { level: 1, name: 'Needs rescheduling' })).toBeVisible();
    const stranded = desk.locator(
      `[data-testid="desk-appointment"][data-reference="${reference}"]`,
    );
    await expect(stranded).toBeVisible();
    await expect(stranded.getByRole('button', { name: 'Reschedule' })).toBeVisible();
    await context.close();

    // The doctor stops taking bookings (still listed); other specs' doctors stay the ones booked.
    await page.getByRole('button', { name: 'Mark unavailable' }).click();
    await expect(page.getByText('Not taking bookings', { exact: true })).toBeVisible();
    const { slots } = await (
      await request.get(`/api/appointments/slots/${doctorId}?date=${clinicDate(4)}`)
    ).json();
    expect(slots.filter((slot: { available: boolean }) => slot.available)).toEqual([]);
  });
}
