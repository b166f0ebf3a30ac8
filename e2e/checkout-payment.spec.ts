import { expect, test } from '@playwright/test';
import { addToCart, OINTMENT } from './cart-steps';
import { live } from './settle';

// Checkout says how the patient pays: cash on delivery unless they choose UPI on delivery, and
// the order lookup shows the method chosen.

test.use({ viewport: { width: 360, height: 740 } });

test('cash on delivery is the default, UPI on delivery can be chosen and is shown on the order', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await addToCart(page, 'ointment', OINTMENT);
  await page.goto('/checkout');
  const payment = page.getByRole('radiogroup', { name: 'How will you pay?' });
  await expect(payment.getByRole('radio', { name: /^Cash on delivery/ })).toBeChecked();
  await expect(payment.getByRole('radio', { name: /^UPI on delivery/ })).not.toBeChecked();
  // Tap targets a thumb can hit.
  const upiChoice = payment.locator('label').filter({ hasText: 'UPI on delivery' });
  expect((await upiChoice.boundingBox())!.height).toBeGreaterThanOrEqual(48);
  await upiChoice.click();
  await expect(payment.getByRole('radio', { name: /^UPI on delivery/ })).toBeChecked();

  const phone = '9876503333';
  await page.getByLabel('Full Name').fill('Asha Devi');
  await page.getByLabel('Phone Number').fill(phone);
  await page.getByLabel('PIN Code').fill('464001');
  await page.getByLabel('Shipping Address').fill('12 Station Road, Vidisha');
  await page.getByRole('button', { name: /^Place Order · ₹/ }).click();
  await expect(page.getByText('Order Placed!')).toBeVisible();

  // The lookup by phone shows how the order is paid.
  await page.goto('/orders');
  await live(page);
  await page.getByLabel('Phone Number').fill(phone);
  await page.getByLabel('Order Number (optional)').fill('');
  await page.getByRole('button', { name: 'View All My Orders' }).click();
  const card = page.getByRole('region', { name: 'Your orders' }).getByRole('article');
  await expect(card).toContainText('Payment: UPI on delivery');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
});
