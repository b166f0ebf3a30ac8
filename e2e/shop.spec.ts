import { expect, test, type Page } from '@playwright/test';

// A patient finds two products, adjusts the cart, checks out without an account and sees the
// order on /orders. The production build on a freshly seeded database.

const OINTMENT = 'Haemorrhoid Relief Ointment 30 g';
const WIPES = 'Witch Hazel Cooling Wipes (30 wipes)';

async function searchAndAdd(page: Page, words: string, productName: string) {
  const form = page.getByRole('search', { name: 'Search products' });
  await form.getByRole('searchbox', { name: 'Search products' }).fill(words);
  await form.getByRole('button', { name: 'Search', exact: true }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(words);
  const card = page.getByRole('article', { name: productName });
  await card.getByRole('button', { name: 'Add to Cart' }).click();
}

test('search, fill the cart, check out, and find the order on /orders', async ({ page }) => {
  // The whole journey, with three lookups, takes most of the default 30 s on a busy machine.
  test.setTimeout(90_000);
  // Every page of the journey hydrates what the server sent (a mismatch, say a field filled from
  // the history state a reload keeps, makes React drop the page and redraw it under the patient).
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Products');

  await searchAndAdd(page, 'ointment', OINTMENT);
  await searchAndAdd(page, 'cooling wipes', WIPES);
  const cartButton = page.getByRole('button', { name: /^Cart,/ });
  await expect(cartButton).toHaveAccessibleName('Cart, 2 items');
  await expect(page.getByTestId('cart-badge')).toContainText('2');

  // The cart survives a reload, and so does the filtered list (filters live in the URL).
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue(
    'cooling wipes',
  );
  await expect(cartButton).toHaveAccessibleName('Cart, 2 items');

  await cartButton.click();
  const panel = page.getByRole('dialog', { name: 'Your Cart' });
  await panel.getByRole('button', { name: `One more ${OINTMENT}` }).click();
  await expect(panel.getByLabel(`Quantity of ${OINTMENT}`)).toHaveText('2');
  // Still two distinct items (the header is hidden from assistive tech while the panel is open).
  await expect(page.getByTestId('cart-badge')).toContainText('2');
  await expect(panel.getByTestId('cart-total')).toContainText('₹');
  await panel.getByRole('button', { name: 'Proceed to Checkout' }).click();

  await expect(page).toHaveURL('/checkout');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout');
  await expect(page.getByText(/^2 × ₹/)).toBeVisible();
  await page.getByLabel('Full Name').fill('Asha Devi');
  await page.getByLabel('Email Address').fill('asha@example.in');
  await page.getByLabel('Phone Number').fill('98765');
  // A PIN code in the clinic's delivery areas (the demo's 464001, Vidisha).
  await page.getByLabel('PIN Code').fill('464001');
  await page.getByLabel('Shipping Address').fill('12 Station Road, Vidisha');
  const place = page.getByRole('button', { name: /^Place Order · ₹/ });
  await place.click();
  const notifications = page.getByRole('region', { name: 'Notifications' });
  await expect(notifications).toContainText('Invalid Phone Number');
  await expect(page.getByLabel('Phone Number')).toHaveAccessibleDescription(
    'Please enter a valid 10-digit phone number',
  );

  await page.getByLabel('Phone Number').fill('9876501234');
  await place.click();

  // The thank-you page of the order, then the lookup from there.
  await expect(page).toHaveURL('/order-placed');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order');
  await page.getByRole('link', { name: 'Track this order' }).click();
  await expect(page).toHaveURL('/orders');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Orders & Appointments');
  const order = page.getByRole('article', { name: /^Order ORD-\d{8}-\d{4} Placed / });
  await expect(order).toBeVisible();
  await expect(order.getByLabel('Status: Pending')).toBeVisible();
  await expect(order).toContainText(OINTMENT);
  await expect(order).toContainText('3 items');
  await expect(cartButton).toHaveAccessibleName('Cart, empty');

  const heading = order.getByRole('heading', { level: 3 });
  const orderNumber = (await heading.textContent())!.replace('Order ', '');

  // Back later with the phone alone: the order is listed without its number or items, and the
  // page says what the number from the confirmation unlocks.
  await page.goto('/orders');
  // Same address: Chromium keeps the history state, so the page fills in the order just placed
  // and looks it up once live. Wait for that lookup to end before clearing the number (a clear
  // before the page fills it in would be undone, and a tap while it looks up is ignored).
  const orderField = page.getByLabel('Order Number (optional)');
  await expect(orderField).toHaveValue(orderNumber);
  await expect(page.getByRole('button', { name: 'Find Specific Order' })).toBeEnabled();
  await expect(
    page.getByRole('region', { name: 'Your orders' }).getByRole('article', { name: /^Order / }),
  ).toBeVisible();
  await page.getByLabel('Phone Number').fill('9876501234');
  await orderField.fill('');
  await page.getByRole('button', { name: 'View All My Orders' }).click();
  await expect(notifications).toContainText('Orders loaded!');
  const results = page.getByRole('region', { name: 'Your orders' });
  const summary = results.getByRole('article', { name: /^Your order Placed / });
  await expect(summary).toContainText('3 items');
  await expect(summary.getByLabel('Status: Pending')).toBeVisible();
  await expect(summary).not.toContainText(OINTMENT);
  await expect(results).not.toContainText(orderNumber);
  await expect(results).toContainText('Enter the order number from your confirmation');

  // The number unlocks it again.
  await page.getByLabel('Order Number (optional)').fill(orderNumber.toLowerCase());
  await page.getByRole('button', { name: 'Find Specific Order' }).click();
  await expect(
    results.getByRole('article', { name: new RegExp(`^Order ${orderNumber}`) }),
  ).toContainText(OINTMENT);
  expect(pageErrors).toEqual([]);
});
