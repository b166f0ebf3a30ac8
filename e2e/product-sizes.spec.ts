import { expect, test } from '@playwright/test';

// A product in sizes (the demo's support brief in M / L / XL): the size is a choice on its card,
// and it stays part of the line through the cart, checkout, the thank-you page and the lookup.

test.use({ viewport: { width: 360, height: 740 } });

const BRIEF = 'Scrotal Support Brief (M / L / XL)';

test('a size is chosen on the card and stays on the order line', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/products?q=support%20brief');
  const card = page.getByRole('article', { name: BRIEF });
  const add = card.getByRole('button', { name: 'Add to Cart' });
  await expect(add).toBeDisabled();
  await expect(card).toContainText('Choose a size first.');
  const sizes = card.getByRole('radiogroup', { name: 'Size' });
  await expect(sizes.getByRole('radio')).toHaveCount(3);

  await sizes.getByText('L', { exact: true }).click();
  await add.click();
  const cartButton = page.getByRole('button', { name: /^Cart,/ });
  await expect(cartButton).toHaveAccessibleName('Cart, 1 item');
  await sizes.getByText('M', { exact: true }).click();
  await add.click();
  await expect(cartButton).toHaveAccessibleName('Cart, 2 items');

  await cartButton.click();
  const panel = page.getByRole('dialog', { name: 'Your Cart' });
  await panel.getByRole('button', { name: `One more ${BRIEF}, size L` }).click();
  await expect(panel.getByLabel(`Quantity of ${BRIEF}, size L`)).toHaveText('2');
  await expect(panel.getByLabel(`Quantity of ${BRIEF}, size M`)).toHaveText('1');
  await panel.getByRole('button', { name: 'Proceed to Checkout' }).click();

  await expect(page).toHaveURL('/checkout');
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText('Size L')).toBeVisible();
  await expect(summary.getByText('Size M')).toBeVisible();
  await page.getByLabel('Full Name').fill('Ravi Kumar');
  await page.getByLabel('Phone Number').fill('9876507777');
  await page.getByLabel('PIN Code').fill('464114');
  await page.getByLabel('Shipping Address').fill('3 Mandi Road, Vidisha');
  await page.getByRole('button', { name: /^Place Order · ₹/ }).click();

  await expect(page).toHaveURL('/order-placed');
  const items = page.getByRole('region', { name: 'Items' });
  await expect(items.getByRole('listitem').filter({ hasText: 'Size L' })).toContainText('2 × ₹');
  await expect(items.getByRole('listitem').filter({ hasText: 'Size M' })).toContainText('1 × ₹');

  await page.getByRole('link', { name: 'Track this order' }).click();
  const order = page.getByRole('article', { name: /^Order ORD-/ });
  await expect(order.getByRole('listitem').filter({ hasText: 'Size L' })).toContainText('2 × ₹');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
});
