import { expect, test } from '@playwright/test';
import { live, settled } from './settle';
import { expectLanguagePair } from './language-links';
import { seriousViolations } from './axe';

// The conditions in Hindi on a phone: from the list to the बवासीर page, its causes and an FAQ in
// Hindi, its doctors, and the booking form opened with the condition chosen; every Hindi
// condition route arrives in Hindi without JavaScript (its own words only) and passes axe.

test.use({ viewport: { width: 360, height: 740 } });

const routes = [
  ['/hi/diseases', 'हम किन बीमारियों का इलाज करते हैं', /^उन बीमारियों का सुरक्षित/],
  ['/hi/diseases/piles', 'बवासीर (Piles)', /^मलद्वार के अंदर और आसपास/],
  ['/hi/diseases/fistula', 'भगंदर (Fistula)', /^मलद्वार से पास की त्वचा तक/],
  ['/hi/diseases/hydrocele', 'हाइड्रोसील (Hydrocele)', /^अंडकोष के चारों ओर/],
  ['/hi/diseases/sexual-problems', 'यौन स्वास्थ्य', /^इरेक्शन की परेशानी/],
  ['/hi/diseases/joint-pain', 'जोड़ों का दर्द', /^घिसाव, चोट या आर्थराइटिस से/],
] as const;

test('from the list to the बवासीर page, an FAQ opened, and booking with piles chosen', async ({
  page,
}) => {
  await page.goto('/hi/diseases');
  await live(page);
  await page.getByRole('link', { name: 'बवासीर (Piles) के बारे में और जानें' }).click();
  await expect(page).toHaveURL(/\/hi\/diseases\/piles$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('बवासीर (Piles)');
  await expect(page).toHaveTitle(/^बवासीर \(Piles\) · /);
  for (const heading of ['बवासीर को समझें', 'आम कारण', 'लक्षण', 'इलाज के विकल्प']) {
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(main.getByRole('region', { name: 'आम कारण' })).toContainText(
    'खाने में फ़ाइबर की कमी और कम पानी पीना',
  );
  await expect(main).toContainText('लेज़र इलाज के बाद 3-7 दिन, पारंपरिक ऑपरेशन के बाद 2-3 हफ़्ते');

  const faq = main.getByRole('region', { name: 'अक्सर पूछे जाने वाले सवाल' });
  const question = faq.getByRole('button', { name: 'क्या इलाज के बाद बवासीर दोबारा हो सकती है?' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByText(/भरपूर फ़ाइबर खाना, पानी पीना/)).toBeVisible();

  // The doctors who treat piles, asked for in Hindi.
  const doctors = main.getByRole('region', { name: 'बवासीर का इलाज करने वाले डॉक्टर' });
  await expect(doctors.getByRole('listitem')).toHaveCount(2);
  await expect(doctors.getByRole('listitem').first()).toContainText('परामर्श फ़ीस: ₹');
  await expect(main).not.toContainText('Book a Consultation');

  await main.getByRole('link', { name: 'परामर्श बुक करें' }).last().click();
  await expect(page).toHaveURL(/\/hi\/book-appointment\?condition=piles$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await live(page);
  // The booking form (its own feature) with piles chosen, in whichever words it speaks.
  await expect(page.getByRole('combobox').first()).toContainText(/बवासीर|Piles/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each Hindi route arrives in Hindi: h1, title, description, alternates, its own words', async ({
    page,
  }) => {
    for (const [path, heading, description] of routes) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(`${heading} · शांति केयर क्लिनिक`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        description,
      );
      const english = path.slice('/hi'.length);
      await expectLanguagePair(page, english, path, path);
      // A page carries the frame's words and its own, never another condition's.
      const words = JSON.parse((await page.locator('#page-messages').textContent()) ?? '{}');
      const id = english.split('/')[2];
      expect(Object.keys(words).sort(), path).toEqual(
        id
          ? ['app', 'content/conditions', `content/conditions/${id}`]
          : ['app', 'content/conditions'],
      );
      if (id) {
        const faq = await page
          .locator('script[type="application/ld+json"]')
          .evaluateAll((scripts) =>
            scripts
              .map((script) => JSON.parse(script.textContent ?? '{}'))
              .find((data) => data['@type'] === 'FAQPage'),
          );
        expect(faq.inLanguage, path).toBe('hi');
        expect(faq.mainEntity[0].name, path).toMatch(/[\u0900-\u097F]/);
      }
    }
  });
});

test('axe finds nothing serious on any Hindi condition route', async ({ page }) => {
  test.setTimeout(90_000);
  for (const [path] of routes) {
    await page.goto(path);
    await settled(page);
    const blocking = await seriousViolations(page);
    expect({ path, blocking }).toEqual({ path, blocking: [] });
  }
});
