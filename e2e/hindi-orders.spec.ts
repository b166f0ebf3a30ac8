import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  startWhatsAppStandIn,
  type WhatsAppStandIn,
} from '../server/src/test/providers/whatsapp-stand-in';
import { startOwnSite, type OwnSite } from './own-site';
import { live, settled } from './settle';
import { expectLanguagePair } from './language-links';
import { seriousViolations } from './axe';

// "My Orders & Appointments" in Hindi on a phone: a patient with an order opens /hi/orders, types
// the phone, asks for the one-time code, mistypes it once and reads why in Hindi, then sees the
// order in full with its Hindi status, hi-IN date and ₹ total. Without JavaScript the page
// arrives in Hindi with its title, description and language links; axe finds nothing serious.
//
// The code reaches the patient's WhatsApp: the journey runs on a site of its own whose worker
// talks to a WhatsApp stand-in (the suite's site sends codes to its log, without the digits, and
// blanks them in the outbox once sent).

test.use({ viewport: { width: 360, height: 740 } });

const port = Number(process.env.E2E_PORT ?? 4100) + 4;
const base = `http://127.0.0.1:${port}`;
const PHONE = '9876507703';

let whatsapp: WhatsAppStandIn;
let site: OwnSite | undefined;

async function gql(request: APIRequestContext, query: string, variables: object = {}) {
  const answer = await request.post(`${base}/graphql`, { data: { query, variables } });
  const body = await answer.json();
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** Places an order for pickup of the first product sold without a prescription or sizes. */
async function placeOrder(request: APIRequestContext) {
  const { products } = await gql(
    request,
    `query { products(pageSize: 50) { items { id stock prescriptionOnly variants { id } } } }`,
  );
  const product = (
    products.items as { id: string; stock: number; prescriptionOnly: boolean; variants: [] }[]
  ).find((p) => p.stock > 0 && !p.prescriptionOnly && p.variants.length === 0);
  expect(product, 'a product anyone can order').toBeDefined();
  const { placeOrder } = await gql(
    request,
    `mutation P($input: PlaceOrderInput!) {
      placeOrder(input: $input) { orderNumber createdAt totalAmount items { name } }
    }`,
    {
      input: {
        customerName: 'Sunita Sharma',
        customerPhone: PHONE,
        shippingAddress: 'Pickup at the clinic',
        deliveryMethod: 'PICKUP',
        paymentMethod: 'COD',
        language: 'HI',
        items: [{ productId: product!.id, quantity: 1 }],
      },
    },
  );
  return placeOrder as {
    orderNumber: string;
    createdAt: string;
    totalAmount: number;
    items: { name: string }[];
  };
}

/** The one-time codes that reached the patient's WhatsApp, newest last. */
const codesSent = () =>
  whatsapp.control.deliveries.filter((d) => d.to === `91${PHONE}` && d.template === 'lookup_code');

async function noSeriousViolations(page: Page) {
  await settled(page);
  const blocking = await seriousViolations(page);
  expect(blocking).toEqual([]);
}

test.describe('on a site that sends codes by WhatsApp', () => {
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    whatsapp = await startWhatsAppStandIn();
    site = await startOwnSite(port, { NOTIFY_CHANNELS: 'whatsapp', ...whatsapp.env });
  });

  test.afterAll(async () => {
    await site?.stop();
    await whatsapp?.close();
  });

  test('a patient finds the order in Hindi with the code sent to the phone', async ({ page }) => {
    test.setTimeout(60_000);
    const order = await placeOrder(page.request);

    await page.goto(`${base}/hi/orders`);
    await live(page);
    await noSeriousViolations(page);
    await page.getByLabel('फ़ोन नंबर').fill(PHONE);
    await page.getByRole('button', { name: 'मेरे सभी ऑर्डर देखें' }).click();

    // By phone alone the order shows no number; the code unlocks it, asked for in Hindi.
    await expect(page.getByText(/सिर्फ़ फ़ोन नंबर से ढूँढने पर ऑर्डर की तारीख/)).toBeVisible();
    await page.getByRole('button', { name: 'मुझे कोड भेजें' }).click();
    await expect(page.getByText(/6 अंकों का कोड आ रहा है। यह कोड 15 मिनट तक काम करेगा/)).toBeVisible();
    const codeField = page.getByLabel('कोड', { exact: true });
    await expect(codeField).toBeVisible();
    await expect.poll(() => codesSent().length, { timeout: 20_000 }).toBe(1);
    const [sent] = codesSent();
    // The code's message is in Hindi too, as the page asked for it.
    expect(sent.language).toBe('hi');
    const code = sent.parameters.find((p) => /^\d{6}$/.test(p))!;
    expect(code).toBeDefined();

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await codeField.fill(wrong);
    await page.getByRole('button', { name: 'मेरे ऑर्डर दिखाएँ' }).click();
    await expect(page.getByText('यह कोड सही नहीं है। अब 4 और मौके हैं।')).toBeVisible();

    await codeField.fill(code);
    await page.getByRole('button', { name: 'मेरे ऑर्डर दिखाएँ' }).click();
    const card = page.getByRole('article', { name: new RegExp(`ऑर्डर ${order.orderNumber}`) });
    await expect(card).toBeVisible();
    await expect(card.getByLabel('स्थिति: पुष्टि बाकी')).toBeVisible();
    const date = new Intl.DateTimeFormat('hi-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
      numberingSystem: 'latn',
    }).format(new Date(order.createdAt));
    await expect(card).toContainText(`${date}, `);
    await expect(card).toContainText(' को दिया गया');
    const total = order.totalAmount.toLocaleString('en-IN', { minimumFractionDigits: 2 });
    await expect(card).toContainText(`कुल: ₹${total}`);
    await expect(card).toContainText('भुगतान: डिलीवरी पर नकद');
    // The line keeps the product's name it was sold under, in English, marked so.
    await expect(card.locator('[lang="en"]', { hasText: order.items[0].name })).toBeVisible();
    await expect(page.locator('main')).not.toContainText('That code is not right');

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await noSeriousViolations(page);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/hi/orders arrives in Hindi, linked to its English page', async ({ page }) => {
    const response = await page.goto('/hi/orders');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('मेरे ऑर्डर और अपॉइंटमेंट');
    await expect(page).toHaveTitle('मेरे ऑर्डर और अपॉइंटमेंट · शांति केयर क्लिनिक');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^अपने फ़ोन नंबर से क्लिनिक में दिए गए दवाइयों के ऑर्डर/,
    );
    await expectLanguagePair(page, '/orders', '/hi/orders');
    await expect(page.getByLabel('फ़ोन नंबर')).toBeVisible();
  });
});
