import { expect, test, type Page } from '@playwright/test';
import { clinicDate, dateOn } from './booking-dates';
import { live } from './settle';

// A consultation can be in the clinic, by video or by phone, as the doctor offers; the
// confirmation says what happens next for that way. Online consultations "7 days a week" is
// true of the data: on each of the next seven days some doctor has a free online slot.

test.use({ viewport: { width: 360, height: 740 } });

// Dr. Vikram Singh (seed): Tuesday to Sunday; in clinic, video and phone.
const VIKRAM = { weekdays: [2, 3, 4, 5, 6, 7], daysOff: ['2026-12-26', '2027-01-14'] };
// Dr. Rajesh Sharma: Monday to Saturday; in clinic, video and phone.
const RAJESH = {
  weekdays: [1, 2, 3, 4, 5, 6],
  daysOff: ['2026-12-25', '2027-01-26', '2027-03-22'],
};

async function bookWith(
  page: Page,
  {
    condition,
    doctor,
    date,
    mode,
    phone,
  }: { condition: string; doctor?: string; date: string; mode: RegExp; phone: string },
) {
  await page.goto('/book-appointment');
  await live(page);
  await page.getByRole('combobox', { name: /^What do you need help with/ }).click();
  await page.getByRole('option', { name: condition }).click();
  if (doctor) {
    await page.getByRole('combobox', { name: /^Preferred Doctor/ }).click();
    await page.getByRole('option', { name: doctor }).click();
  }
  await expect(page.getByRole('radio', { name: /^In clinic/ })).toBeChecked();
  await page.getByRole('radio', { name: mode }).check();
  await page.getByLabel(/^Appointment Date/).fill(date);
  const time = page.getByRole('combobox', { name: /^Preferred Time/ });
  await expect(time).not.toHaveAttribute('aria-disabled', 'true');
  await time.click();
  await page.getByRole('listbox').getByRole('option', { disabled: false }).nth(1).click();
  await page.getByRole('textbox', { name: /^Full Name/ }).fill('Suresh Kumar');
  await page.getByRole('textbox', { name: /^Phone Number/ }).fill(phone);
  await page.getByRole('button', { name: 'Book Appointment Now' }).click();
  const confirmation = page.getByRole('region', { name: 'Your appointment is booked' });
  await expect(confirmation).toContainText(/APT-[A-Z0-9]{5}/);
  return confirmation;
}

test('a phone consultation: the doctor calls from the clinic number at the time', async ({
  page,
}) => {
  const confirmation = await bookWith(page, {
    condition: 'Sexual wellness',
    date: dateOn(VIKRAM.weekdays, VIKRAM.daysOff, 4),
    mode: /^Phone call/,
    phone: '9822200001',
  });
  await expect(confirmation).toContainText('Phone call');
  await expect(confirmation.getByRole('region', { name: 'What happens next' })).toContainText(
    "The doctor will call you from the clinic's number +91 98765 00101 at the time of your appointment.",
  );
});

test('a video consultation: a link is sent before', async ({ page }) => {
  const confirmation = await bookWith(page, {
    condition: 'Sexual wellness',
    date: dateOn(VIKRAM.weekdays, VIKRAM.daysOff, 5),
    mode: /^Video call/,
    phone: '9822200002',
  });
  await expect(confirmation.getByRole('region', { name: 'What happens next' })).toContainText(
    'We will send a video call link to your phone',
  );
});

test('a visit: the address and a map link', async ({ page }) => {
  const confirmation = await bookWith(page, {
    condition: 'Piles',
    doctor: 'Dr. Rajesh Sharma',
    date: dateOn(RAJESH.weekdays, RAJESH.daysOff, 6),
    mode: /^In clinic/,
    phone: '9822200003',
  });
  const next = confirmation.getByRole('region', { name: 'What happens next' });
  await expect(next).toContainText('14 Gulmohar Marg');
  await expect(next.getByRole('link', { name: 'Open the map' })).toHaveAttribute(
    'href',
    /openstreetmap\.org/,
  );
});

test('a doctor offers only the ways they consult', async ({ page }) => {
  await page.goto('/book-appointment');
  await live(page);
  await page.getByRole('combobox', { name: /^What do you need help with/ }).click();
  await page.getByRole('option', { name: 'Hydrocele' }).click();
  // Dr. Sameer Khan examines a swelling in person.
  await expect(page.getByRole('radio')).toHaveCount(1);
  await expect(page.getByRole('radio', { name: /^In clinic/ })).toBeChecked();
});

test('online consultations really are offered on each of the next 7 days', async ({ request }) => {
  const answer = await request.post('/graphql', {
    data: { query: '{ doctors(available: true) { id consultationModes } }' },
  });
  const { doctors } = (await answer.json()).data as {
    doctors: { id: string; consultationModes: string[] }[];
  };
  const online = doctors.filter((d) => d.consultationModes.some((m) => m !== 'IN_CLINIC'));
  for (let days = 1; days <= 7; days += 1) {
    const date = clinicDate(days);
    let free = false;
    for (const doctor of online) {
      const day = await request.get(`/api/appointments/slots/${doctor.id}?date=${date}`);
      const body = (await day.json()) as { slots: { available: boolean; modes: string[] }[] };
      free ||= body.slots.some((s) => s.available && s.modes.some((m) => m !== 'IN_CLINIC'));
    }
    expect({ date, free }).toEqual({ date, free: true });
  }
});

test('the online consultation page says "7 days a week"', async ({ page }) => {
  await page.goto('/services/online-consultation');
  await expect(page.getByText('Online consultations 7 days a week')).toBeVisible();
});
