import { expect, test, type Page } from '@playwright/test';
import { idle, live, settled } from './settle';

// The site as a patient first meets it: the production build on a freshly seeded database.

const mainNavigation = [
  { link: 'Services', path: '/services', heading: 'Our Services' },
  { link: 'Diseases', path: '/diseases', heading: 'Diseases We Treat' },
  { link: 'Products', path: '/products', heading: 'Our Products' },
  { link: 'Blog', path: '/blog', heading: 'Health Blog' },
  { link: 'Contact', path: '/contact', heading: 'Contact Us' },
  { link: 'Home', path: '/', heading: /Safe, confidential care/ },
];

/** Collects uncaught page errors and console errors, which a patient would meet as a broken page. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test('each main navigation link opens its page and is marked as the current one', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Safe, confidential care/);

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const item of mainNavigation) {
    await nav.getByRole('link', { name: item.link, exact: true }).click();
    await expect(page).toHaveURL(item.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.heading);
    await expect(nav.getByRole('link', { name: item.link, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  }
  expect(errors).toEqual([]);
});

test('the footer shows the clinic profile served from the database', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Shanti Care Clinic');
  await expect(footer).toContainText('Vidisha');
  await expect(footer.getByRole('heading', { name: 'Our Services' })).toBeVisible();
  await expect(footer.getByRole('heading', { name: 'Quick Links' })).toBeVisible();
  await expect(footer.getByRole('heading', { name: 'Patient Resources' })).toBeVisible();
});

test('an unknown address shows the not-found page with the missing path', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByRole('main')).toContainText('/no-such-page');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL('/');
});

test.describe('on a small phone', () => {
  test.use({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true });

  test('the slide-in menu reaches every main page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Products', exact: true }).click();
    await expect(page).toHaveURL('/products');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Products');
    await expect(menu).toBeHidden();

    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
  });
});

test('a tap on a page whose code has not arrived yet shows progress until it has', async ({
  page,
}) => {
  await page.goto('/');
  await live(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/faq-page-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // The footer is adopted once the phone is idle or scrolled to; until then its links are plain
  // links that load the next page whole. A patient's tap comes after it, and so does this one.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await settled(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click();
  await expect(page.getByRole('progressbar', { name: 'Loading…' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});

test('a new page opens at its top, and Back returns to where the patient was', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/diseases');
  await live(page);
  const jointPain = page.getByRole('link', { name: 'Learn more about Joint Pain' });
  await jointPain.scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => window.scrollY);
  expect(left).toBeGreaterThan(200);

  await jointPain.click();
  await expect(page).toHaveURL('/diseases/joint-pain');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Joint Pain');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diseases We Treat');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
  expect(errors).toEqual([]);
});

test('the skip link takes a keyboard user to the page content and stays there', async ({
  page,
}) => {
  await page.goto('/privacy');
  await live(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main-content$/);
  await expect(page.getByRole('main')).toBeFocused();
  const jumped = await page.evaluate(() => window.scrollY);
  expect(jumped).toBeGreaterThan(0);
  // The address changed, so the router renders again; once that is done, the page must still be
  // where the link put it.
  await idle(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(jumped);
});
