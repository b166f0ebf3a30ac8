import { expect, test } from '@playwright/test';
import { live } from './settle';

// On a wide screen the booking page's right half shows the chosen doctor (photo, qualification,
// fee, way of consulting, address) and what happens next, instead of staying empty.

test.use({ viewport: { width: 1280, height: 800 } });

test('at 1280 px the chosen doctor and what happens next sit beside the form', async ({ page }) => {
  await page.goto('/book-appointment');
  await live(page);
  const panel = page.getByRole('complementary', { name: 'Your consultation' });
  await expect(panel).toBeVisible();

  await page.getByRole('combobox', { name: /^What do you need help with/ }).click();
  await page.getByRole('option', { name: 'Piles' }).click();
  await page.getByRole('combobox', { name: /^Preferred Doctor/ }).click();
  await page.getByRole('option', { name: 'Dr. Rajesh Sharma' }).click();

  await expect(panel.getByRole('img', { name: 'Dr. Rajesh Sharma' })).toBeVisible();
  await expect(panel).toContainText('MBBS, MS (General Surgery), FMAS');
  await expect(panel).toContainText('₹500');
  await expect(panel).toContainText('In clinic');
  await expect(panel).toContainText('14 Gulmohar Marg');
  await expect(panel).toContainText('What happens next');

  // The right half of the page, beside the form.
  const form = await page.locator('form').boundingBox();
  const aside = await panel.boundingBox();
  expect(aside!.x).toBeGreaterThanOrEqual(form!.x + form!.width);
  expect(aside!.x).toBeGreaterThanOrEqual(1280 / 2 - 40);
  expect(aside!.y).toBeLessThan(form!.y + 200);

  await page.getByRole('radio', { name: /^Phone call/ }).check();
  await expect(panel).toContainText('Phone call');
  await expect(panel).toContainText("The doctor will call you from the clinic's number");
  await expect(panel).not.toContainText('14 Gulmohar Marg');

  // No horizontal scrolling.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});

test('on a phone the panel stays out of the way', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/book-appointment');
  await live(page);
  await expect(page.getByRole('complementary', { name: 'Your consultation' })).toBeHidden();
});
