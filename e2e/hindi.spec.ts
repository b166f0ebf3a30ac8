import { expect, test, type Page } from '@playwright/test';
import { live, settled } from './settle';
import { expectLanguagePair } from './language-links';
import { seriousViolations } from './axe';

// The site in Hindi at /hi, on a phone: server-rendered in Hindi, linked to its English twin,
// switched both ways from the menu, the choice kept for the next visit, Hindi offered once to a
// browser that prefers it, and site search (the first feature in Hindi) answering in Hindi.

test.use({ viewport: { width: 360, height: 740 } });

/** The Devanagari font's address as the page's @font-face names it (English pages have none). */
async function devanagariFont(page: Page): Promise<string | undefined> {
  const css = await page
    .locator('style')
    .evaluateAll((styles) => styles.map((style) => style.textContent ?? '').join(''));
  return /url\((\/assets\/noto-sans-devanagari-[^)]*\.woff2)\)/.exec(css)?.[1];
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, english] of [
    ['/hi', '/'],
    ['/hi/diseases/piles', '/diseases/piles'],
    ['/hi/book-appointment', '/book-appointment'],
  ] as const) {
    test(`${path} arrives in Hindi, linked to its English page`, async ({ page, baseURL }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      // The desktop row of links, hidden on a phone but in the HTML.
      await expect(page.locator('nav[aria-label="मुख्य मेन्यू"]')).toContainText('दवाइयाँ और उत्पाद');
      await expect(page.getByRole('link', { name: 'मुख्य जानकारी पर जाएँ' })).toBeAttached();
      await expect(page.getByRole('contentinfo')).toContainText('हमारी सेवाएँ');
      await expect(page).toHaveTitle(/ · शांति केयर क्लिनिक$/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${baseURL}${path}`,
      );
      await expectLanguagePair(page, english, path);
      // Its own font, from this origin.
      expect(await devanagariFont(page)).toMatch(/^\/assets\/noto-sans-devanagari-.*\.woff2$/);
    });
  }

  test('the home page in Hindi: its heading, title and description, the words sent as data', async ({
    page,
  }) => {
    await page.goto('/hi');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('बवासीर (पाइल्स)');
    await expect(page).toHaveTitle('होम · शांति केयर क्लिनिक');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^बवासीर, भगंदर, हाइड्रोसील/,
    );
    await expect(page.getByRole('link', { name: 'डॉक्टर से परामर्श बुक करें' })).toHaveAttribute(
      'href',
      '/hi/book-appointment',
    );
    const words = JSON.parse((await page.locator('#page-messages').textContent()) ?? '{}');
    // The frame's, the home page's and its doctors section's (the clinic feature's).
    expect(Object.keys(words).sort()).toEqual(['app', 'clinic', 'content/home']);
  });

  test('an English page stays English and loads no font', async ({ page }) => {
    await page.goto('/diseases/piles');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('nav[aria-label="Main navigation"]')).toContainText('Products');
    expect(await devanagariFont(page)).toBeUndefined();
    await expectLanguagePair(page, '/diseases/piles', '/hi/diseases/piles');
  });

  test('the font is served from our origin, cached for a year', async ({ page }) => {
    await page.goto('/hi');
    const font = await page.request.get((await devanagariFont(page))!);
    expect(font.status()).toBe(200);
    expect(font.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

test('switches to English and back from the phone menu; / opens in the chosen language', async ({
  page,
  context,
}) => {
  await page.goto('/hi/diseases/piles');
  await live(page);
  await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
  const toEnglish = page
    .getByRole('dialog', { name: 'मेन्यू' })
    .getByRole('link', { name: 'English' });
  await expect(toEnglish).toHaveAttribute('lang', 'en');
  await toEnglish.click();
  await expect(page).toHaveURL(/\/diseases\/piles$/);
  expect(new URL(page.url()).pathname).toBe('/diseases/piles');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await live(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const toHindi = page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'हिंदी' });
  await expect(toHindi).toHaveAttribute('lang', 'hi');
  await toHindi.click();
  await expect(page).toHaveURL(/\/hi\/diseases\/piles$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('hi');

  // The next visit to the home page opens in Hindi, because the patient chose it.
  await page.goto('/');
  expect(new URL(page.url()).pathname).toBe('/hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
});

test('site search asks, counts and groups in Hindi, and its results stay in Hindi', async ({
  page,
}) => {
  await page.goto('/hi');
  await live(page);
  await page.getByRole('button', { name: 'खोजें' }).click();
  const dialog = page.getByRole('dialog', { name: 'वेबसाइट में खोजें' });
  await expect(dialog.getByText('कम से कम 2 अक्षर लिखें')).toBeVisible();
  await dialog.getByLabel('आप क्या ढूँढ रहे हैं?').fill('piles');
  await expect(dialog.getByText(/^\d+ नतीज[ाे]$/)).toBeVisible();
  const conditions = dialog.getByRole('region', { name: 'बीमारियाँ' });
  await conditions.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/hi\/diseases\/piles$/);
});

test.describe('a browser that prefers Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('is offered Hindi once, in both languages, never sent there', async ({ page }) => {
    await page.goto('/contact');
    await live(page);
    expect(new URL(page.url()).pathname).toBe('/contact');
    const offer = page.getByRole('region', { name: 'भाषा / Language' });
    await expect(offer.getByText('This page is also in Hindi.')).toBeVisible();
    const link = offer.getByRole('link', { name: 'हिंदी में पढ़ें' });
    await expect(link).toHaveAttribute('href', '/hi/contact');
    await offer.getByRole('button').click();
    await expect(offer).toHaveCount(0);

    await page.reload();
    await live(page);
    await expect(page.getByRole('region', { name: 'भाषा / Language' })).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/contact');
  });
});

for (const path of ['/hi', '/hi/diseases/piles', '/hi/contact', '/hi/no-such-page']) {
  test(`axe finds nothing serious on ${path}`, async ({ page }) => {
    await page.goto(path);
    await settled(page);
    const blocking = await seriousViolations(page, [
      'wcag2a',
      'wcag2aa',
      'wcag21a',
      'wcag21aa',
      'best-practice',
    ]);
    expect(blocking).toEqual([]);
  });
}
