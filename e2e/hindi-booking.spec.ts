import { expect, test, type Page } from '@playwright/test';
import { dateOn } from './booking-dates';
import { live, settled } from './settle';
import { expectLanguagePair } from './language-links';
import { seriousViolations } from './axe';

// Booking in Hindi on a phone: the form, its validation, the server's answer and the
// confirmation in Hindi with the date and time as patients read them (hi-IN), then the booking's
// manage page in Hindi; each Hindi booking page arrives in Hindi without JavaScript, and axe
// finds nothing serious on it.

test.use({ viewport: { width: 360, height: 740 } });

// Dr. Rajesh Sharma (seed): Monday to Saturday, 60-minute slots from 09:00, these days off. A
// Wednesday 10 to 16 days ahead at 11:00: no other journey books it.
const RAJESH_DAYS_OFF = ['2026-12-25', '2027-01-26', '2027-03-22'];
// Its own phone: a booking under another spec's phone would show in that spec's lookup.
const PHONE = '9812345688';

const HINDI_MONTHS = [
  'जनवरी',
  'फ़रवरी',
  'मार्च',
  'अप्रैल',
  'मई',
  'जून',
  'जुलाई',
  'अगस्त',
  'सितंबर',
  'अक्तूबर',
  'नवंबर',
  'दिसंबर',
];

/** "2026-12-09" as a Hindi page writes it: "9 दिसंबर 2026". */
function hindiDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${HINDI_MONTHS[month - 1]} ${year}`;
}

async function choose(page: Page, field: RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option }).click();
}

test('books in Hindi and opens the booking in Hindi', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const date = dateOn([3], RAJESH_DAYS_OFF, 10);

  await page.goto('/hi/book-appointment');
  await live(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('डॉक्टर से परामर्श बुक करें');
  await choose(page, /^आपको किस समस्या में मदद चाहिए/, 'बवासीर (पाइल्स)');
  await expect(page.getByRole('combobox', { name: /^इलाज का विभाग/ })).toContainText(
    'गुदा रोग (Proctology)',
  );
  await choose(page, /^आप किस डॉक्टर से मिलना चाहेंगे/, 'डॉ. राजेश शर्मा');
  await expect(page.getByRole('radio', { name: /^क्लिनिक आकर/ })).toBeChecked();

  // Nothing typed yet: the form says so in Hindi, and a name left empty is explained in Hindi.
  await expect(page.getByText('अपॉइंटमेंट बुक करने के लिए सभी ज़रूरी जानकारी (*) भरें')).toBeVisible();
  await expect(page.getByRole('button', { name: 'अपॉइंटमेंट बुक करें' })).toBeDisabled();
  const name = page.getByRole('textbox', { name: /^पूरा नाम/ });
  await name.focus();
  await name.blur();
  await expect(page.getByText('कृपया अपना पूरा नाम लिखें')).toBeVisible();

  await page.getByLabel(/^अपॉइंटमेंट की तारीख/).fill(date);
  const time = page.getByRole('combobox', { name: /^आपकी सुविधा का समय/ });
  await expect(time).not.toHaveAttribute('aria-disabled', 'true');
  await time.click();
  await page.getByRole('option', { name: 'सुबह 11:00', exact: true }).click();
  await name.fill('आशा देवी');
  await page.getByRole('textbox', { name: /^फ़ोन नंबर/ }).fill(PHONE);
  await page.getByRole('button', { name: 'अपॉइंटमेंट बुक करें' }).click();

  const confirmation = page.getByRole('region', { name: 'आपकी अपॉइंटमेंट बुक हो गई है' });
  await expect(confirmation).toContainText(`${hindiDate(date)}, सुबह 11:00`);
  await expect(confirmation).toContainText('डॉ. राजेश शर्मा');
  await expect(confirmation).toContainText('अपॉइंटमेंट पक्की करने के लिए हम जल्द ही आपको फ़ोन करेंगे।');
  // The server's English success sentence is told from the catalogue.
  const toast = page.getByText('आपकी अपॉइंटमेंट बुक हो गई!');
  await expect(toast).toBeVisible();
  await expect(page.getByText(/We'll contact you shortly/)).toHaveCount(0);
  const reference = (await confirmation.textContent())!.match(/APT-[A-Z0-9]{5}/)![0];

  await confirmation.getByRole('link', { name: 'यह बुकिंग देखें या रद्द करें' }).click();
  await expect(page).toHaveURL(new RegExp(`/hi/appointments/manage\\?reference=${reference}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('अपनी अपॉइंटमेंट देखें या रद्द करें');
  await page.getByRole('textbox', { name: /^फ़ोन नंबर/ }).fill(PHONE);
  await page.getByRole('button', { name: 'मेरी अपॉइंटमेंट खोजें' }).click();
  const card = page.getByRole('region', { name: reference });
  await expect(card).toContainText('बुक हो गई – पक्की होना बाकी है');
  await expect(card).toContainText(`${hindiDate(date)}, सुबह 11:00`);
  await expect(card).toContainText('डॉ. राजेश शर्मा');
  await expect(card.getByRole('region', { name: 'अब तक क्या हुआ' })).toContainText('अपॉइंटमेंट बुक हुई');
  await expect(card.getByRole('button', { name: 'अपॉइंटमेंट रद्द करें' })).toBeVisible();
  expect(errors).toEqual([]);
});

const routes = [
  {
    path: '/hi/book-appointment',
    english: '/book-appointment',
    h1: 'डॉक्टर से परामर्श बुक करें',
    description: /^बवासीर, भगंदर/,
    rendered: true,
  },
  {
    path: '/hi/appointments/manage',
    english: '/appointments/manage',
    h1: 'अपनी अपॉइंटमेंट देखें या रद्द करें',
    description: /^अपने बुकिंग नंबर/,
    // About one patient's booking: the browser renders it (server/src/pages/page-rules.ts).
    rendered: false,
  },
  {
    path: '/hi/appointments/manage?reference=APT-7K3Q9',
    english: '/appointments/manage',
    h1: 'अपनी अपॉइंटमेंट देखें या रद्द करें',
    description: /^अपने बुकिंग नंबर/,
    // About one patient's booking: the browser renders it (server/src/pages/page-rules.ts).
    rendered: false,
  },
  {
    path: '/hi/queue/dr-rajesh-sharma',
    english: '/queue/dr-rajesh-sharma',
    h1: 'कतार – डॉ. राजेश शर्मा',
    description: /^डॉक्टर की आज की कतार/,
    rendered: true,
  },
];

async function expectHindiHead(page: Page, route: (typeof routes)[number]) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
  await expect(page).toHaveTitle(`${route.h1} · शांति केयर क्लिनिक`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    route.description,
  );
}

for (const route of routes.filter((r) => !r.rendered)) {
  test(`${route.path} shows its Hindi heading, title and description`, async ({ page }) => {
    await page.goto(route.path);
    await expectHindiHead(page, route);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of routes) {
    test(`${route.path} arrives in Hindi`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      // A personal page arrives as the Hindi shell, its words drawn by the browser.
      if (!route.rendered) return;
      await expectHindiHead(page, route);
      const hindi = route.path.split('?')[0];
      await expectLanguagePair(page, route.english, hindi);
    });
  }
});

for (const { path } of routes.slice(0, 2).concat(routes[3])) {
  test(`axe finds nothing serious on ${path}`, async ({ page }) => {
    await page.goto(path);
    await settled(page);
    const blocking = await seriousViolations(page);
    expect(blocking).toEqual([]);
  });
}
