import { expect, test } from '@playwright/test';
import { addToCart, OINTMENT } from './cart-steps';

// Checkout asks only for what the clinic needs to reach the patient: the phone is the key and
// the e-mail is optional, as for booking (most patients have none they check).

test.use({ viewport: { width: 360, height: 740 } });

test('an order is placed without an e-mail address', async ({ page }) => {
  test.setTimeout(60_000);
  await addToCart(page, 'ointment', OINTMENT);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout');
  const email = page.getByRole('textbox', { name: 'Email Address (optional)' });
  await expect(email).toBeVisible();
  await expect(email).not.toHaveAttribute('required', '');

  await page.getByLabel('Full Name').fill('Asha Devi');
  await page.getByLabel('Phone Number').fill('9876502222');
  await page.getByLabel('PIN Code').fill('464001');
  await page.getByLabel('Shipping Address').fill('12 Station Road, Vidisha');
  await page.getByRole('button', { name: /^Place Order · ₹/ }).click();

  await expect(page.getByText('Order Placed!')).toBeVisible();
  await expect(page.getByText('Please enter your email address')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Cart,/ })).toHaveAccessibleName('Cart, empty');
});
