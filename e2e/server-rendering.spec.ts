import { expect, test, type Page } from '@playwright/test';
import { live } from './settle';
import { routes } from './site-routes';
import { holdStart } from './slow-start';

// What a search engine or a phone sees before any JavaScript runs: every page arrives rendered,
// with its own title, description and canonical address, and the browser then adopts that HTML
// without re-rendering it (no hydration error) and without running an inline script.

const NOT_FOUND = ['/services/unknown', '/no-such-page'];

async function firstPostSlug(page: Page): Promise<string> {
  const res = await page.request.post('/graphql', {
    data: { query: '{ blogPosts(limit: 1) { slug } }' },
  });
  const body = (await res.json()) as { data: { blogPosts: { slug: string }[] } };
  return body.data.blogPosts[0].slug;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every page arrives with its content, title, description and canonical link', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    for (const route of routes) {
      const response = await page.goto(route.path);
      expect(response?.status(), route.path).toBe(NOT_FOUND.includes(route.path) ? 404 : 200);
      await expect(page.getByRole('heading', { level: 1 }), route.path).toHaveText(route.heading);
      await expect(page, route.path).toHaveTitle(/ · Shanti Care Clinic$/);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0, route.path).toBeGreaterThan(40);
      await expect(page.locator('link[rel="canonical"]'), route.path).toHaveAttribute(
        'href',
        `${baseURL}${route.path}`,
      );
    }
  });

  test('a blog post arrives whole: title, description from its excerpt, the article', async ({
    page,
  }) => {
    const slug = await firstPostSlug(page);
    await page.goto(`/blog/${slug}`);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    await expect(page).toHaveTitle(`${heading} · Shanti Care Clinic`);
    await expect(page.locator('article p').first()).toBeVisible();
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).not.toContain('Book a consultation online');
  });

  test('a condition page carries its questions and answers in the HTML', async ({ page }) => {
    await page.goto('/diseases/piles');
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    await expect(faq.getByRole('button')).toHaveCount(5);
    await expect(page.getByRole('contentinfo')).toContainText('Shanti Care Clinic');
  });

  test('search engines find structured data for the clinic, doctors, FAQs, posts and products', async ({
    page,
  }) => {
    const typesOn = async (path: string) => {
      await page.goto(path);
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      return blocks.map((block) => (JSON.parse(block) as { '@type': string })['@type']);
    };
    expect(await typesOn('/')).toContain('MedicalClinic');
    expect(await typesOn('/doctors')).toContain('Physician');
    expect(await typesOn('/faq')).toContain('FAQPage');
    expect(await typesOn('/diseases/piles')).toContain('FAQPage');
    expect(await typesOn('/products')).toContain('Product');
    expect(await typesOn(`/blog/${await firstPostSlug(page)}`)).toContain('BlogPosting');
  });

  test('an unknown post or condition answers 404 with the not-found page', async ({ page }) => {
    expect((await page.goto('/blog/no-such-post'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Post Not Found');
    expect((await page.goto('/diseases/no-such-condition'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });
});

test('pages carry no inline script, only data the Content-Security-Policy allows', async ({
  request,
}) => {
  for (const path of ['/', '/diseases/piles', '/blog', '/products']) {
    const html = await (await request.get(path)).text();
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((match) => match[1]);
    for (const attributes of scripts) {
      expect(attributes, path).toMatch(/src="\/assets\/|type="application\/(ld\+)?json"/);
    }
  }
});

test('the browser adopts the server page: no hydration error, and it responds', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/diseases/piles');
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  const first = faq.getByRole('button').first();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  // Clicks land once React has adopted the markup; the answer opens in place.
  await expect(async () => {
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
  }).toPass();
  expect(errors).toEqual([]);
});

test('an unknown post or doctor is adopted as the server sent it, not replaced', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const [path, heading] of [
    ['/blog/no-such-post', 'Blog Post Not Found'],
    ['/doctor/no-such-doctor', 'Doctor not found'],
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    // Gone once the page inside the frame is adopted (see the styles test above).
    await expect(page.locator('style[data-composed-styles]'), path).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
  }
  expect(errors).toEqual([]);
});

test('a patient who scrolls before the page is adopted stays where they scrolled', async ({
  page,
}) => {
  // A slow phone: the app's code arrives well after the page is readable.
  const release = await holdStart(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Meet Our Doctors' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 900));
  release();
  await live(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(900);
});

test('a saved cart shows on a server-rendered page without a mismatch', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/products');
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByRole('button', { name: /^Cart, 1 item/ })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('button', { name: /^Cart, 1 item/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the booking lookup page is never rendered on the server', async ({ request }) => {
  const html = await (await request.get('/appointments/manage?reference=CL-TEST')).text();
  expect(html).toContain('<div id="root"></div>');
});

test('home reached in the app shows every section, and Back returns to where the patient was', async ({
  page,
}) => {
  await page.goto('/privacy');
  await live(page);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Home', exact: true })
    .click();
  await expect(page).toHaveURL('/');
  const feedback = page.getByRole('link', { name: 'Give Feedback' });
  await expect(feedback).toBeVisible();
  await feedback.scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => window.scrollY);
  expect(left).toBeGreaterThan(500);
  await feedback.click();
  await expect(page).toHaveURL('/feedback');
  await page.goBack();
  await expect(page.getByRole('link', { name: 'Give Feedback' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
});
