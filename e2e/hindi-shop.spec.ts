import { expect, test, type Page } from '@playwright/test';
import { live, settled } from './settle';
import { expectLanguagePair } from './language-links';
import { seriousViolations } from './axe';

// Buying in the shop in Hindi, on a phone: a product found by its Hindi name, the cart, the
// checkout's messages and the thank-you page, all in Hindi with rupees as patients read them;
// each Hindi page arrives in Hindi without JavaScript and passes axe.

test.use({ viewport: { width: 360, height: 740 } });

const OINTMENT = 'बवासीर राहत मलहम (Haemorrhoid Relief Ointment) 30 g';
const PHONE = '9876507777';

test('a patient buys an ointment in Hindi and pays cash on delivery', async ({ page }) => {
  test.setTimeout(60_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));

  await page.goto('/hi/products?q=ointment');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('हमारी दवाइयाँ और उत्पाद');
  await live(page);
  const card = page.getByRole('article', { name: OINTMENT });
  await expect(card).toContainText('₹');
  await card.getByRole('button', { name: 'कार्ट में डालें' }).click();
  await expect(page.getByRole('region', { name: 'सूचनाएँ' })).toContainText(
    'आपके कार्ट में डाल दिया गया',
  );

  const cartButton = page.getByRole('button', { name: /^कार्ट,/ });
  await cartButton.click();
  const panel = page.getByRole('dialog', { name: 'आपका कार्ट' });
  await expect(panel).toContainText(OINTMENT);
  await expect(panel.getByTestId('cart-total')).toContainText(/^₹\d/);
  await panel.getByRole('button', { name: 'ऑर्डर करने के लिए आगे बढ़ें' }).click();

  await expect(page).toHaveURL('/hi/checkout');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ऑर्डर करें');
  await expect(page.getByText(/^1 × ₹/)).toBeVisible();
  const place = page.getByRole('button', { name: /^ऑर्डर करें · ₹/ });
  await place.click();
  const notifications = page.getByRole('region', { name: 'सूचनाएँ' });
  await expect(notifications).toContainText('कृपया अपना पूरा नाम लिखें');
  await expect(page.getByLabel('पूरा नाम')).toHaveAccessibleDescription('कृपया अपना पूरा नाम लिखें');

  await page.getByLabel('पूरा नाम').fill('आशा देवी');
  await page.getByLabel('फ़ोन नंबर').fill(PHONE);
  await page.getByLabel('पिन कोड').fill('464001');
  await expect(page.getByText('यहाँ हम डिलीवरी करते हैं: ₹40.00, उसी दिन।')).toBeVisible();
  await place.click();
  await expect(page.getByLabel('पहुँचाने का पता')).toHaveAccessibleDescription(
    'कृपया पहुँचाने का पता लिखें',
  );
  await page.getByLabel('पहुँचाने का पता').fill('12 स्टेशन रोड, विदिशा');
  await page
    .getByRole('radiogroup', { name: 'पैसे कैसे देंगे?' })
    .getByText('सामान मिलने पर नकद (कैश ऑन डिलीवरी)')
    .click();
  const total = (await page.getByTestId('checkout-total').textContent())!.replace('कुल', '');
  expect(total).toMatch(/^₹\d{1,3}(,\d{2,3})*\.\d{2}$/);
  await page.getByRole('button', { name: `ऑर्डर करें · ${total}` }).click();

  await expect(page).toHaveURL('/hi/order-placed');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ऑर्डर के लिए धन्यवाद');
  await expect(page).toHaveTitle(/^ऑर्डर हो गया · /);
  await expect(page.getByText(/^आपका ऑर्डर नंबर ORD-\d{8}-\d{4} है$/)).toBeVisible();
  await expect(page.getByTestId('placed-figures')).toContainText(`कुल${total}`);
  const main = page.getByRole('main');
  await expect(main).toContainText(`ऑर्डर पहुँचने पर ${total} नकद दें।`);
  await expect(main).toContainText('उसी दिन डिलीवरी');
  await expect(cartButton).toHaveAccessibleName('कार्ट, खाली');

  // The thank-you page passes axe too (the browser renders it: it is about one patient).
  await settled(page);
  await expectNoBlockingViolations(page, '/hi/order-placed');
  expect(pageErrors).toEqual([]);
});

async function expectNoBlockingViolations(page: Page, path: string) {
  const blocking = await seriousViolations(page);
  expect(blocking, path).toEqual([]);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, english, heading, title, description } of [
    {
      path: '/hi/products',
      english: '/products',
      heading: 'हमारी दवाइयाँ और उत्पाद',
      title: 'दवाइयाँ और उत्पाद · शांति केयर क्लिनिक',
      description: /^बवासीर, भगंदर और जोड़ों के दर्द/,
    },
    {
      path: '/hi/checkout',
      english: '/checkout',
      heading: 'ऑर्डर करें',
      title: 'ऑर्डर करें · शांति केयर क्लिनिक',
      description: /^अपना ऑर्डर देख लें/,
    },
  ]) {
    test(`${path} arrives in Hindi, linked to its English page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        description,
      );
      await expectLanguagePair(page, english, path);
    });
  }

  test('the products arrive with Hindi names, and their JSON-LD in Hindi', async ({ page }) => {
    await page.goto('/hi/products?q=ointment');
    await expect(page.getByRole('article', { name: OINTMENT })).toBeAttached();
    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
    const ointment = data.find((item) => item['@type'] === 'Product' && item.name === OINTMENT);
    expect(ointment?.offers?.priceCurrency).toBe('INR');
  });

  test('/hi/order-placed, the browser’s own page, arrives as a Hindi page', async ({ page }) => {
    const response = await page.goto('/hi/order-placed');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  });
});

for (const path of ['/hi/products', '/hi/checkout']) {
  test(`${path} has no serious or critical axe violations`, async ({ page }) => {
    await page.goto(path);
    await live(page);
    await settled(page);
    await expectNoBlockingViolations(page, path);
  });
}
