import { expect, test, type Page } from '@playwright/test';
import { dateOn } from './booking-dates';
import { live } from './settle';

// After booking, the patient sees the confirmation alone (no empty form asking for required
// fields under it) and can start a fresh booking with one plain button.

test.use({ viewport: { width: 360, height: 740 } });

// Dr. Rajesh Sharma (seed): Monday to Saturday, 60-minute slots, these days off.
const RAJESH = {
  weekdays: [1, 2, 3, 4, 5, 6],
  daysOff: ['2026-12-25', '2027-01-26', '2027-03-22'],
};

async function chooseOption(page: Page, field: RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option }).click();
}

test('the confirmation replaces the form, and "Book another appointment" brings it back', async ({
  page,
}) => {
  const date = dateOn(RAJESH.weekdays, RAJESH.daysOff, 3);
  await page.goto('/book-appointment');
  await live(page);
  await chooseOption(page, /^Medical Specialty/, 'Proctology');
  await chooseOption(page, /^Preferred Doctor/, /Dr\. Rajesh Sharma/);
  await page.getByLabel(/^Appointment Date/).fill(date);
  const time = page.getByRole('combobox', { name: /^Preferred Time/ });
  await expect(time).not.toHaveAttribute('aria-disabled', 'true');
  await time.click();
  await page.getByRole('option', { name: '3:00 pm', exact: true }).click();
  await page.getByRole('textbox', { name: /^Full Name/ }).fill('Kamla Bai');
  await page.getByRole('textbox', { name: /^Phone Number/ }).fill('9811100001');
  await page.getByRole('button', { name: 'Book Appointment Now' }).click();

  const confirmation = page.getByRole('region', { name: 'Your appointment is booked' });
  await expect(confirmation).toContainText(/APT-[A-Z0-9]{5}/);
  await expect(page.getByText('Please fill all required fields', { exact: false })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /^Full Name/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Book Appointment Now' })).toHaveCount(0);

  const another = confirmation.getByRole('button', { name: 'Book another appointment' });
  const box = await another.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(48);
  await another.click();
  await expect(confirmation).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /^Full Name/ })).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Book Appointment Now' })).toBeDisabled();
});

// Dr. Sameer Khan (seed, the one hydrocele doctor): Monday to Friday 10:00-18:00, 30-minute slots.
const SAMEER = { weekdays: [1, 2, 3, 4, 5], daysOff: ['2026-12-24', '2027-03-04'] };

test('times read "2:00 pm", and the calendar file carries the clinic address', async ({ page }) => {
  const date = dateOn(SAMEER.weekdays, SAMEER.daysOff, 3);
  await page.goto('/book-appointment');
  await live(page);
  await chooseOption(page, /^What do you need help with/, 'Hydrocele');
  await page.getByLabel(/^Appointment Date/).fill(date);
  const time = page.getByRole('combobox', { name: /^Preferred Time/ });
  await expect(time).not.toHaveAttribute('aria-disabled', 'true');
  await time.click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.nth(1)).toHaveText(/^10:00 am/);
  for (const text of await options.allTextContents()) {
    expect(text).not.toMatch(/\b(1[3-9]|2\d):\d{2}\b/);
  }
  await page.getByRole('option', { name: '2:00 pm', exact: true }).click();
  await expect(time).toHaveText('2:00 pm');
  await page.getByRole('textbox', { name: /^Full Name/ }).fill('Mohan Lal');
  await page.getByRole('textbox', { name: /^Phone Number/ }).fill('9811100002');
  await page.getByRole('button', { name: 'Book Appointment Now' }).click();

  const confirmation = page.getByRole('region', { name: 'Your appointment is booked' });
  const calendar = confirmation.getByRole('link', { name: /Add to calendar/ });
  const href = (await calendar.getAttribute('href'))!;
  const ics = decodeURIComponent(href.slice(href.indexOf(',') + 1));
  const location = ics.split('\r\n').find((line) => line.startsWith('LOCATION:'));
  expect(location).toBe(
    'LOCATION:Shanti Care Clinic\\, 14 Gulmohar Marg\\, near Sheetal Talkies\\, Civil Lines\\, Vidisha\\, Madhya Pradesh 464001',
  );
});
