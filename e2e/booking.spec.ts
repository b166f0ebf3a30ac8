import { expect, test, type Page } from '@playwright/test';
import { live } from './settle';

// A patient books from Home: doctor card -> booking page with the doctor chosen -> date and time
// -> booked with a reference; the time is then shown as taken to the next patient. Cancelling
// with reference + phone frees it again.

const DAY_MS = 86_400_000;
const IST_MS = 330 * 60_000;
// Dr. Rajesh Sharma (seed): Monday to Saturday, with these days off.
const RAJESH_DAYS_OFF = ['2026-12-25', '2027-01-26', '2027-03-22'];

/** The first clinic date from the day after tomorrow that he consults on. */
function consultingDate(): string {
  for (let days = 2; ; days += 1) {
    const date = new Date(Date.now() + IST_MS + days * DAY_MS).toISOString().slice(0, 10);
    const sunday = new Date(`${date}T00:00:00Z`).getUTCDay() === 0;
    if (!sunday && !RAJESH_DAYS_OFF.includes(date)) return date;
  }
}

async function openTimes(page: Page, date: string) {
  await page.getByLabel(/^Appointment Date/).fill(date);
  const time = page.getByRole('combobox', { name: /^Preferred Time/ });
  await expect(time).not.toHaveAttribute('aria-disabled', 'true');
  await time.click();
  return page.getByRole('listbox');
}

test('a booking page opened directly arrives with its doctors: nothing to check or fetch', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') || pathname === '/graphql') requests.push(pathname);
  });
  await page.goto('/book-appointment');
  await expect(page.getByText('Checking the booking service...')).toHaveCount(0);
  await live(page);
  await page.getByRole('combobox', { name: /^Medical Specialty/ }).click();
  await page.getByRole('option', { name: 'Proctology' }).click();
  await page.getByRole('combobox', { name: /^Preferred Doctor/ }).click();
  await expect(page.getByRole('option', { name: /Dr\. Rajesh Sharma/ })).toBeVisible();
  expect(requests).toEqual([]);
});

test('book a consultation from a doctor card on Home and get a reference', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const date = consultingDate();

  await page.goto('/');
  const doctors = page.getByRole('region', { name: 'Meet Our Doctors' });
  await doctors.getByRole('link', { name: 'Book Consultation, Dr. Rajesh Sharma' }).click();
  await expect(page).toHaveURL(/\/book-appointment\?doctorId=\d+$/);
  const bookingUrl = page.url();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book Your Consultation');
  await expect(page.getByRole('combobox', { name: /^Medical Specialty/ })).toContainText(
    'Proctology',
  );
  await expect(page.getByRole('combobox', { name: /^Preferred Doctor/ })).toContainText(
    'Dr. Rajesh Sharma',
  );
  await expect(page.getByText('Demo Mode')).toHaveCount(0);

  const times = await openTimes(page, date);
  await times.getByRole('option', { name: '10:00 am', exact: true }).click();
  await page.getByRole('textbox', { name: /^Full Name/ }).fill('Asha Devi');
  await page.getByRole('textbox', { name: /^Phone Number/ }).fill('9876543210');
  await page.getByRole('button', { name: 'Book Appointment Now' }).click();

  const confirmation = page.getByRole('region', { name: 'Your appointment is booked' });
  await expect(confirmation).toContainText(/APT-[A-Z0-9]{5}/);
  await expect(confirmation).toContainText('Dr. Rajesh Sharma');
  await expect(confirmation).toContainText('10:00 am');
  await expect(page.getByText('Appointment Booked Successfully!')).toBeVisible();
  const reference = (await confirmation.textContent())!.match(/APT-[A-Z0-9]{5}/)![0];
  await expect(
    confirmation.getByRole('link', { name: 'View or cancel this booking' }),
  ).toHaveAttribute('href', `/appointments/manage?reference=${reference}`);

  // The next patient sees 10:00 taken.
  await page.goto(bookingUrl);
  await expect(page.getByRole('combobox', { name: /^Preferred Doctor/ })).toContainText(
    'Dr. Rajesh Sharma',
  );
  const again = await openTimes(page, date);
  await expect(again.getByRole('option', { name: '10:00 am (booked)' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(again.getByRole('option', { name: '11:00 am', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // The patient changes plans: finds the booking with reference + phone and cancels it.
  await page.goto(`/appointments/manage?reference=${reference}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage Your Appointment');
  await expect(page.getByRole('textbox', { name: /^Booking reference/ })).toHaveValue(reference);
  await page.getByRole('textbox', { name: /^Phone Number/ }).fill('9876543210');
  await page.getByRole('button', { name: 'Find My Appointment' }).click();
  const booking = page.getByRole('region', { name: reference });
  await expect(booking).toContainText('Dr. Rajesh Sharma');
  await expect(booking).toContainText('Booked – awaiting confirmation');
  await booking.getByRole('button', { name: 'Cancel Appointment' }).click();
  await booking.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(booking).toContainText('Cancelled');
  await expect(page.getByText('Appointment cancelled', { exact: true })).toBeVisible();

  // ...and 10:00 is free again for the next patient.
  await page.goto(bookingUrl);
  await expect(page.getByRole('combobox', { name: /^Preferred Doctor/ })).toContainText(
    'Dr. Rajesh Sharma',
  );
  const freed = await openTimes(page, date);
  await expect(freed.getByRole('option', { name: '10:00 am', exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});
