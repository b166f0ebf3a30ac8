import { expect, test, type Page } from '@playwright/test';

// After the order: a thank-you page for that order (number, items, total, how to pay, when it
// arrives, "we will call to confirm"), kept by the tab that placed it and never in the URL.

test.use({ viewport: { width: 360, height: 740 } });

const OINTMENT = 'Haemorrhoid Relief Ointment 30 g';
const PHONE = '9876506666';

async function placeOrder(page: Page) {
  await page.goto(`/products?q=ointment`);
  await page
    .getByRole('article', { name: OINTMENT })
    .getByRole('button', { name: 'Add to Cart' })
    .click();
  await expect(page.getByRole('button', { name: /^Cart,/ })).toHaveAccessibleName('Cart, 1 item');
  await page.goto('/checkout');
  await page.getByLabel('Full Name').fill('Asha Devi');
  await page.getByLabel('Phone Number').fill(PHONE);
  await page.getByLabel('PIN Code').fill('464001');
  await page.getByLabel('Shipping Address').fill('12 Station Road, Vidisha');
  await page
    .getByRole('radiogroup', { name: 'How will you pay?' })
    .getByText('UPI on delivery')
    .click();
  const total = (await page.getByTestId('checkout-total').textContent())!.replace('Total', '');
  await page.getByRole('button', { name: `Place Order · ${total}` }).click();
  return total;
}

test('the thank-you page shows the order just placed, survives a reload and shows strangers nothing', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const total = await placeOrder(page);

  await expect(page).toHaveURL('/order-placed');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order');
  const number = page.getByText(/^Your order number is ORD-\d{8}-\d{4}$/);
  await expect(number).toBeVisible();
  const orderNumber = (await number.textContent())!.replace('Your order number is ', '');
  const main = page.getByRole('main');
  await expect(main).toContainText(OINTMENT);
  await expect(page.getByTestId('placed-figures')).toContainText(`Delivery₹40.00Total${total}`);
  await expect(main).toContainText(`Pay ${total} with any UPI app when your order arrives.`);
  await expect(main).toContainText('Same-day delivery');
  await expect(main).toContainText('We will call you to confirm your order');
  // Nothing personal in the address: not the number, not the phone.
  expect(page.url()).not.toContain(orderNumber);
  expect(page.url()).not.toContain(PHONE);
  expect(new URL(page.url()).search).toBe('');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);

  await page.reload();
  await expect(page.getByText(`Your order number is ${orderNumber}`)).toBeVisible();

  // Someone else with the address sees no order.
  const stranger = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await stranger.goto(page.url());
  await expect(stranger.getByRole('heading', { level: 1 })).toHaveText(
    'No recent order on this device',
  );
  await expect(stranger.getByRole('main')).not.toContainText(orderNumber);
  await expect(stranger.getByRole('main')).not.toContainText(OINTMENT);
  await stranger.close();

  // The lookup opens the order from here.
  await page.getByRole('link', { name: 'Track this order' }).click();
  await expect(page).toHaveURL('/orders');
  await expect(
    page.getByRole('article', { name: new RegExp(`^Order ${orderNumber} Placed `) }),
  ).toContainText('Payment: UPI on delivery');
});
