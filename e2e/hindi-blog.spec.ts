import { expect, test } from '@playwright/test';
import { live, settled } from './settle';
import { expectLanguagePair } from './language-links';
import { seriousViolations } from './axe';

// The blog in Hindi on a phone: a patient searches "bawaseer", reads the Hindi titles of the
// posts that match and a Hindi answer for a word nothing matches, opens a post and reads it in
// Hindi. Without JavaScript each Hindi blog page arrives in Hindi, linked to its English twin.

test.use({ viewport: { width: 360, height: 740 } });

const DIET = 'piles-friendly-diet';
const DIET_TITLE = 'बवासीर में सही खानपान: क्या खाएँ और क्या कम करें';
const DEVANAGARI = /[\u0900-\u097F]/;

test('searches bawaseer and बवासीर, reads a post in Hindi', async ({ page, context }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/hi/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('सेहत से जुड़े लेख');
  await live(page);

  const search = page.getByRole('search');
  const field = search.getByRole('searchbox', { name: 'लेखों में खोजें' });
  const readMore = page.getByRole('link', { name: /^पूरा पढ़ें:/ });

  for (const word of ['bawaseer', 'बवासीर']) {
    await field.fill(word);
    await search.getByRole('button', { name: 'खोजें' }).click();
    await expect(page.getByText(`“${word}” से मिलते लेख`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: DIET_TITLE })).toBeVisible();
    // Every match is shown by its Hindi title.
    for (const title of await readMore.evaluateAll((links) =>
      links.map((link) => link.getAttribute('aria-label')!.replace(/^[^:]+: /, '')),
    )) {
      expect(title).toMatch(DEVANAGARI);
    }
  }
  expect(await readMore.count()).toBeGreaterThan(0);

  await field.fill('zzqxv');
  await search.getByRole('button', { name: 'खोजें' }).click();
  await expect(page.getByText('आपकी खोज से मिलता कोई लेख नहीं मिला।')).toBeVisible();
  await expect(page.getByRole('button', { name: 'खोज हटाएँ' })).toBeVisible();
  await expect(readMore).toHaveCount(0);

  await field.fill('bawaseer');
  await search.getByRole('button', { name: 'खोजें' }).click();
  await page.getByRole('link', { name: `पूरा पढ़ें: ${DIET_TITLE}` }).click();
  await expect(page).toHaveURL(`/hi/blog/${DIET}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DIET_TITLE);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang', 'en');
  await expect(page.getByText(/^\d+ मिनट में पढ़ें$/)).toBeVisible();
  await expect(page.getByText(/^प्रकाशित: \d{1,2} \S+ \d{4}$/)).toBeVisible();
  const content = page.getByTestId('article-content');
  await expect(content).toContainText(DEVANAGARI);
  await expect(content).not.toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(`${DIET_TITLE} · शांति केयर क्लिनिक`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  // The post opened directly is adopted as the server sent it, and shares its Hindi address.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.reload();
  await live(page);
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  await page.getByRole('button', { name: 'शेयर करें' }).click();
  await expect(page.getByText('लिंक कॉपी हो गया', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`/hi/blog/${DIET}$`),
  );
  expect(errors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/hi/blog arrives in Hindi, linked to its English page', async ({ page }) => {
    const response = await page.goto('/hi/blog');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('सेहत से जुड़े लेख');
    await expect(page).toHaveTitle('सेहत से जुड़े लेख · शांति केयर क्लिनिक');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^बवासीर \(पाइल्स\)/,
    );
    await expect(page.getByRole('heading', { level: 2, name: DIET_TITLE })).toBeAttached();
    await expectLanguagePair(page, '/blog', '/hi/blog');
  });

  test('a Hindi search answers in Hindi from the server', async ({ page }) => {
    await page.goto('/hi/blog?search=bavasir');
    await expect(page.getByText('“bavasir” से मिलते लेख')).toBeAttached();
    await expect(page.getByRole('heading', { level: 2, name: DIET_TITLE })).toBeAttached();
  });

  test('a post arrives in Hindi: heading, title, description and its JSON-LD', async ({ page }) => {
    const response = await page.goto(`/hi/blog/${DIET}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DIET_TITLE);
    await expect(page).toHaveTitle(`${DIET_TITLE} · शांति केयर क्लिनिक`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', DEVANAGARI);
    await expectLanguagePair(page, `/blog/${DIET}`, `/hi/blog/${DIET}`);
    const postings = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}')));
    expect(postings.find((data) => data['@type'] === 'BlogPosting')).toMatchObject({
      headline: DIET_TITLE,
      description: expect.stringMatching(DEVANAGARI),
      inLanguage: 'hi',
      mainEntityOfPage: `/hi/blog/${DIET}`,
    });
  });
});

for (const path of ['/hi/blog', `/hi/blog/${DIET}`]) {
  test(`axe finds nothing serious on ${path}`, async ({ page }) => {
    await page.goto(path);
    await settled(page);
    const blocking = await seriousViolations(page);
    expect(blocking).toEqual([]);
  });
}
