import { expect, test, type Page } from '@playwright/test';
import { addToCart, OINTMENT } from './cart-steps';

// Checkout says how much before the order is placed: the delivery fee of the patient's PIN code
// (the clinic's demo areas: 464001 at ₹40, same day) and the total, which is what the server
// stores; outside the areas it says so and offers pickup at the clinic.

test.use({ viewport: { width: 360, height: 740 } });

const rupees = (text: string) => Number(text.replace(/[^\d.]/g, ''));

async function fillDetails(page: Page, phone: string) {
  await page.getByLabel('Full Name').fill('Asha Devi');
  await page.getByLabel('Phone Number').fill(phone);
}

/** Places the order and answers the total the server stored, as its answer says. */
async function placeOrder(page: Page, total: string): Promise<string> {
  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes('mutation PlaceOrder'),
  );
  await page.getByRole('button', { name: `Place Order · ${total}` }).click();
  const body = (await (await answer).json()) as { data: { placeOrder: { totalAmount: number } } };
  await expect(page.getByText('Order Placed!')).toBeVisible();
  return `₹${body.data.placeOrder.totalAmount.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
}

test('the summary adds the area’s fee before Place Order, and the server stores the same total', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await addToCart(page, 'ointment', OINTMENT);
  await page.goto('/checkout');
  const figures = page.getByTestId('checkout-figures');
  await expect(figures).toContainText('Enter your PIN code');
  const itemsText = (await figures.getByText(/^₹/).first().textContent())!;

  await fillDetails(page, '9876504444');
  await page.getByLabel('PIN Code').fill('464001');
  await expect(page.getByText('We deliver here: ₹40.00, same-day delivery.')).toBeVisible();
  await expect(figures).toContainText('Delivery₹40.00');
  const total = (await page.getByTestId('checkout-total').textContent())!.replace('Total', '');
  expect(rupees(total)).toBe(rupees(itemsText) + 40);
  await page.getByLabel('Shipping Address').fill('12 Station Road, Vidisha');
  expect(await placeOrder(page, total)).toBe(total);
});

test('outside the delivery areas it says so before the order, and pickup is free', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await addToCart(page, 'ointment', OINTMENT);
  await page.goto('/checkout');
  await fillDetails(page, '9876505555');
  await page.getByLabel('PIN Code').fill('110001');
  const warning = page
    .getByRole('alert')
    .filter({ hasText: 'We do not deliver to PIN code 110001' });
  await expect(warning).toBeVisible();
  // Placing the order anyway is stopped in the form, at the PIN code.
  await page.getByLabel('Shipping Address').fill('4 Karol Bagh, Delhi');
  await page.getByRole('button', { name: /^Place Order/ }).click();
  await expect(page.getByLabel('PIN Code')).toHaveAccessibleDescription(
    'We do not deliver to PIN code 110001 yet. You can pick up your order at the clinic instead.',
  );
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'Outside our delivery area',
  );

  await warning.getByRole('button', { name: 'Pick up at the clinic instead' }).click();
  await expect(page.getByRole('radio', { name: /^Pick up at the clinic/ })).toBeChecked();
  await expect(page.getByLabel('Shipping Address')).toHaveCount(0);
  const figures = page.getByTestId('checkout-figures');
  await expect(figures).toContainText('Free (pickup)');
  const total = (await page.getByTestId('checkout-total').textContent())!.replace('Total', '');
  expect(await placeOrder(page, total)).toBe(total);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
});
