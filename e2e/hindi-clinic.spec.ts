import { expect, test, type Page } from '@playwright/test';
import { live, settled } from './settle';
import { expectLanguagePair } from './language-links';
import { seriousViolations } from './axe';

// The doctors' pages and the contact and feedback pages in Hindi, on a phone: a patient writes to
// the clinic and is told what is missing in Hindi, then finds a doctor, reads the profile in Hindi
// and books with that doctor chosen. Without JavaScript each page arrives in Hindi, linked to its
// English twin; axe finds nothing serious on any of them.

test.use({ viewport: { width: 360, height: 740 } });

const RAJESH = 'डॉ. राजेश शर्मा';

/** Dr. Rajesh Sharma's profile as the Hindi doctors page links it: /hi/doctor/<id>. */
async function rajeshProfilePath(page: Page): Promise<string> {
  await page.goto('/hi/doctors');
  const href = await page.getByRole('link', { name: `प्रोफ़ाइल देखें, ${RAJESH}` }).getAttribute('href');
  expect(href).toMatch(/^\/hi\/doctor\/\d+$/);
  return href!;
}

test('writes to the clinic, then finds a doctor and books with them, all in Hindi', async ({
  page,
}) => {
  await page.goto('/hi/contact');
  await live(page);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'संदेश भेजें' }).click();
  await expect(main.getByText('कृपया अपना नाम लिखें')).toBeVisible();
  await expect(main.getByRole('textbox', { name: /ई-मेल पता/ })).toHaveAccessibleDescription(
    'कृपया अपना ई-मेल पता लिखें',
  );
  await expect(main.getByText('कृपया विषय लिखें')).toBeVisible();
  await expect(main.getByText('कृपया अपना संदेश लिखें')).toBeVisible();

  await main.getByRole('textbox', { name: /आपका नाम/ }).fill('सुनीता');
  await main.getByRole('textbox', { name: /ई-मेल पता/ }).fill('sunita@example.in');
  await main.getByRole('textbox', { name: /विषय/ }).fill(`रविवार का समय ${Date.now()}`);
  await main.getByRole('textbox', { name: /^संदेश/ }).fill('क्या रविवार को क्लिनिक खुला रहता है?');
  await main.getByRole('button', { name: 'संदेश भेजें' }).click();
  await expect(page.getByText('संदेश भेज दिया गया!')).toBeVisible();
  await expect(page.getByText('संपर्क करने के लिए धन्यवाद। हम जल्द ही आपको जवाब देंगे।')).toBeVisible();
  await expect(main.getByRole('textbox', { name: /विषय/ })).toHaveValue('');

  await page.goto('/hi/doctors');
  await live(page);
  await expect(page.getByRole('heading', { level: 1, name: 'हमारे डॉक्टर' })).toBeVisible();
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: RAJESH }) });
  await expect(card).toContainText('गुदा रोग (Proctology)');
  await card.getByRole('link', { name: `प्रोफ़ाइल देखें, ${RAJESH}` }).click();

  await expect(page).toHaveURL(/\/hi\/doctor\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: RAJESH })).toBeVisible();
  await expect(page.getByRole('region', { name: 'परिचय' })).toContainText(
    'बवासीर और गुदा के दूसरे रोगों का उपचार',
  );
  await expect(page.getByRole('region', { name: 'परामर्श का समय' })).toContainText(/सुबह \d+:\d\d/);
  await page.getByRole('link', { name: 'परामर्श बुक करें' }).click();
  await expect(page).toHaveURL(/\/hi\/book-appointment\?doctorId=\d+$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  // The doctor is chosen (named in English or Hindi, whichever the booking page speaks).
  await expect(
    page
      .getByRole('main')
      .getByRole('combobox')
      .filter({ hasText: /Rajesh Sharma|राजेश शर्मा/ }),
  ).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  const pages = [
    {
      path: '/hi/doctors',
      h1: 'हमारे डॉक्टर',
      description: /^बवासीर, भगंदर, हाइड्रोसील, यौन स्वास्थ्य और जोड़ों के दर्द के हमारे डॉक्टरों/,
    },
    { path: '/hi/contact', h1: 'संपर्क करें', description: /^क्लिनिक को फ़ोन करें/ },
    { path: '/hi/feedback', h1: 'अपना अनुभव बताएँ', description: /^क्लिनिक को बताएँ/ },
    { path: 'doctor', h1: RAJESH, description: /^डॉ\. राजेश शर्मा, गुदा रोग/ },
  ];

  for (const expected of pages) {
    test(`${expected.path} arrives in Hindi, linked to its English page`, async ({
      page,
      baseURL,
    }) => {
      const path = expected.path === 'doctor' ? await rajeshProfilePath(page) : expected.path;
      const english = path.replace(/^\/hi/, '');
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.h1);
      await expect(page).toHaveTitle(`${expected.h1} · शांति केयर क्लिनिक`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        expected.description,
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${baseURL}${path}`,
      );
      await expectLanguagePair(page, english, path);
    });
  }

  test("the home page's doctors section arrives in Hindi", async ({ page }) => {
    await page.goto('/hi');
    const section = page.getByRole('region', { name: 'हमारे डॉक्टरों से मिलिए' });
    await expect(section.getByRole('heading', { level: 3, name: RAJESH })).toBeVisible();
    await expect(section).toContainText('कुल डॉक्टर');
    await expect(section.getByRole('link', { name: `परामर्श बुक करें, ${RAJESH}` })).toHaveAttribute(
      'href',
      /^\/hi\/book-appointment\?doctorId=\d+$/,
    );
  });

  test('the contact page names the clinic and its hours in Hindi', async ({ page }) => {
    await page.goto('/hi/contact');
    const main = page.getByRole('main');
    await expect(main.locator('address')).toContainText('शांति केयर क्लिनिक');
    await expect(main.locator('address')).toContainText('विदिशा');
    await expect(main).toContainText('सोमवार');
    await expect(main).toContainText(/सुबह \d+:\d\d/);
  });
});

for (const path of ['/hi/doctors', 'doctor', '/hi/contact', '/hi/feedback']) {
  test(`axe finds nothing serious on ${path === 'doctor' ? '/hi/doctor/<id>' : path}`, async ({
    page,
  }) => {
    await page.goto(path === 'doctor' ? await rajeshProfilePath(page) : path);
    await settled(page);
    const blocking = await seriousViolations(page);
    expect(blocking).toEqual([]);
  });
}
