import { expect, test, type Page } from '@playwright/test';
import {
  startWhatsAppStandIn,
  type WhatsAppStandIn,
} from '../server/src/test/providers/whatsapp-stand-in';
import { startOwnSite, type OwnSite } from './own-site';
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
const toPatient = (phone = PHONE) =>
  whatsapp.control.deliveries.filter((d) => d.to === `91${phone}`);
const arrived = (count: number) =>
  expect.poll(() => toPatient().length, { timeout: 20_000 }).toBe(count);
let site: OwnSite | undefined;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  whatsapp = await startWhatsAppStandIn();
  site = await startOwnSite(port, {
    NOTIFY_CHANNELS: 'whatsapp',
    // Quiet hours hold a cancellation notice until morning (the integration tests prove it);
    // this journey runs at any hour.
    QUIET_HOURS: '00:00-00:00',
    ...whatsapp.env,
  });
});

test.afterAll(async () => {
  await site?.stop();
  await whatsapp?.close();
});

/** The booking form's words in each language (its catalogue's, client/src/features/booking). */
const FORM = {
  '': {
    specialty: /^Medical Specialty/,
    proctology: 'Proctology',
    doctor: /^Preferred Doctor/,
    rajesh: /Dr\. Rajesh Sharma/,
    date: /^Appointment Date/,
    time: /^Preferred Time/,
    name: /^Full Name/,
    phone: /^Phone Number/,
    whatsapp: /on WhatsApp/,
    stop: /Reply STOP/,
    book: 'Book Appointment Now',
    booked: 'Your appointment is booked',
  },
  '/hi': {
    specialty: /^इलाज का विभाग/,
    proctology: 'गुदा रोग (Proctology)',
    doctor: /^आप किस डॉक्टर से मिलना चाहेंगे/,
    rajesh: 'डॉ. राजेश शर्मा',
    date: /^अपॉइंटमेंट की तारीख/,
    time: /^आपकी सुविधा का समय/,
    name: /^पूरा नाम/,
    phone: /^फ़ोन नंबर/,
    whatsapp: /WhatsApp \(या SMS\) से भेजेंगे/,
    stop: /जवाब में STOP लिखें/,
    book: 'अपॉइंटमेंट बुक करें',
    booked: 'आपकी अपॉइंटमेंट बुक हो गई है',
  },
} as const;

/** Books Dr. Rajesh Sharma on the booking page under `prefix` ('' or '/hi'); its reference. */
async function book(
  page: Page,
  prefix: '' | '/hi',
  { date, time, phone }: { date: string; time: string; phone: string },
): Promise<string> {
  const words = FORM[prefix];
  await page.goto(`${base}${prefix}/book-appointment`);
  await page.getByRole('combobox', { name: words.specialty }).click();
  await page.getByRole('option', { name: words.proctology }).click();
  await page.getByRole('combobox', { name: words.doctor }).click();
  await page.getByRole('option', { name: words.rajesh }).click();
  await page.getByLabel(words.date).fill(date);
  const times = page.getByRole('combobox', { name: words.time });
  await expect(times).not.toHaveAttribute('aria-disabled', 'true');
  await times.click();
  await page.getByRole('listbox').getByRole('option', { name: time, exact: true }).click();
  await page.getByRole('textbox', { name: words.name }).fill('Asha Devi');
  await page.getByRole('textbox', { name: words.phone }).fill(phone);
  // The form says how the patient will hear from the clinic, and how to stop it.
  await expect(page.getByText(words.whatsapp)).toBeVisible();
  await expect(page.getByText(words.stop)).toBeVisible();
  await page.getByRole('button', { name: words.book }).click();
  const confirmation = page.getByRole('region', { name: words.booked });
  await expect(confirmation).toContainText(/APT-[A-Z0-9]{5}/);
  return (await confirmation.textContent())!.match(/APT-[A-Z0-9]{5}/)![0];
}

test('book, hear of it on WhatsApp, cancel, hear of that, and no reminder goes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const date = dateOn([1, 2, 3, 4, 5, 6], RAJESH_DAYS_OFF);

  const reference = await book(page, '', { date, time: '10:00 am', phone: PHONE });

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
    { dataDir: site!.dataDir },
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

test('a booking made on the Hindi page is confirmed in Hindi', async ({ page }) => {
  test.setTimeout(90_000);
  const phone = '9876501235';
  const date = dateOn([1, 2, 3, 4, 5, 6], RAJESH_DAYS_OFF);
  const reference = await book(page, '/hi', { date, time: 'सुबह 11:00', phone });
  await expect.poll(() => toPatient(phone).length, { timeout: 20_000 }).toBe(1);
  const [booked] = toPatient(phone);
  // The Hindi template, the doctor's Hindi name and the date as Hindi readers write it.
  expect(booked).toMatchObject({ template: 'booking_made', language: 'hi' });
  expect(booked.parameters[0]).toBe(reference);
  expect(booked.parameters[1]).toBe('डॉ. राजेश शर्मा');
  expect(booked.parameters[2]).toMatch(/सुबह 11:00/);
});
