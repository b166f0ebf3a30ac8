import { expect, test } from '@playwright/test';
import { live } from './settle';

// Patients know their complaint, not a specialty: condition pages say what a consultation costs,
// list the doctors who treat it and open the booking form with it chosen; the form asks
// "What do you need help with?" first and offers the doctors who treat that.

test.use({ viewport: { width: 360, height: 740 } });

test('a condition page lists its doctors with their fees and books with the condition chosen', async ({
  page,
}) => {
  await page.goto('/diseases/piles');
  await live(page);
  const main = page.getByRole('main');
  await expect(main.getByText(/Free Consultation/i)).toHaveCount(0);

  const doctors = main.getByRole('region', { name: 'Doctors who treat Piles' });
  const rajesh = doctors.getByRole('listitem', { name: 'Dr. Rajesh Sharma' });
  const pooja = doctors.getByRole('listitem', { name: 'Dr. Pooja Agarwal' });
  await expect(rajesh).toContainText('Consultation fee: ₹500');
  await expect(pooja).toContainText('Consultation fee: ₹400');
  // Only doctors who treat piles.
  await expect(doctors.getByRole('listitem')).toHaveCount(2);

  await main.getByRole('link', { name: 'Book a Consultation' }).last().click();
  await expect(page).toHaveURL(/\/book-appointment\?condition=piles$/);
  await live(page);
  await expect(page.getByRole('combobox', { name: /^What do you need help with/ })).toContainText(
    'Piles',
  );
  await expect(page.getByRole('combobox', { name: /^Medical Specialty/ })).toContainText(
    'Proctology',
  );
  await page.getByRole('combobox', { name: /^Preferred Doctor/ }).click();
  const offered = page.getByRole('listbox').getByRole('option');
  await expect(offered).toHaveText(['Select a doctor', 'Dr. Pooja Agarwal', 'Dr. Rajesh Sharma']);
  await page.getByRole('option', { name: 'Dr. Pooja Agarwal' }).click();
  // The fee is in view before the patient books.
  await expect(page.getByText('Consultation fee: ₹400')).toBeVisible();
});

test("a doctor's Book button on a condition page chooses that doctor and the condition", async ({
  page,
}) => {
  await page.goto('/diseases/joint-pain');
  await live(page);
  const doctors = page.getByRole('region', { name: 'Doctors who treat Joint Pain' });
  // Dr. Arun Mishra is on leave: not offered.
  await expect(doctors.getByRole('listitem')).toHaveText([/Dr\. Meena Iyer/]);
  await doctors.getByRole('link', { name: 'Book with Dr. Meena Iyer' }).click();
  await expect(page).toHaveURL(/\/book-appointment\?doctorId=\d+&condition=joint-pain$/);
  await live(page);
  await expect(page.getByRole('combobox', { name: /^What do you need help with/ })).toContainText(
    'Joint pain',
  );
  await expect(page.getByRole('combobox', { name: /^Preferred Doctor/ })).toContainText(
    'Dr. Meena Iyer',
  );
});

test('the booking form asks what the patient needs help with first', async ({ page }) => {
  await page.goto('/book-appointment');
  await live(page);
  const first = page.getByRole('main').getByRole('combobox').first();
  await expect(first).toHaveAccessibleName(/^What do you need help with\?/);
  await first.click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText([
    'Select what you need help with',
    'Piles',
    'Fistula',
    'Hydrocele',
    'Sexual wellness',
    'Joint pain',
    'Something else',
  ]);
  await page.getByRole('option', { name: 'Sexual wellness' }).click();
  // The spec's Medical Specialty stays, filled from the choice; the one doctor is chosen.
  await expect(page.getByRole('combobox', { name: /^Medical Specialty/ })).toContainText(
    'Sexual Medicine',
  );
  await expect(page.getByRole('combobox', { name: /^Preferred Doctor/ })).toContainText(
    'Dr. Vikram Singh',
  );
  await expect(page.getByText('Consultation fee: ₹600')).toBeVisible();

  // "Something else": the patient picks a specialty, as before.
  await first.click();
  await page.getByRole('option', { name: 'Something else' }).click();
  await page.getByRole('combobox', { name: /^Medical Specialty/ }).click();
  await page.getByRole('option', { name: 'Urology' }).click();
  await page.getByRole('combobox', { name: /^Preferred Doctor/ }).click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText([
    'Select a doctor',
    'Dr. Sameer Khan',
  ]);
  // Nothing about the complaint went into the address.
  expect(new URL(page.url()).search).toBe('');
});
