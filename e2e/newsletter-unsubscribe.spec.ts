import { expect, test, type Page } from '@playwright/test';
import { unsubscribeLink } from '../server/src/messages/unsubscribe-link';

// A newsletter subscriber leaves through the signed link on a phone: opening it asks, one button
// confirms; a changed link is refused in plain words. The e2e server runs without
// UNSUBSCRIBE_SECRET, so it signs with the published development secret used here.

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const DEVELOPMENT_SECRET = 'development-only-unsubscribe-secret-not-for-production';
const EMAIL = `leaving.${Date.now()}@example.in`;

/** The link the server would sign for this address: the sign-up's id is found by trying. */
async function linkFor(page: Page, email: string): Promise<string> {
  const origin = new URL(page.url()).origin;
  for (let id = 1; id <= 200; id += 1) {
    const link = unsubscribeLink(origin, DEVELOPMENT_SECRET, { id, email });
    if ((await page.request.get(link)).status() === 200) return link;
  }
  throw new Error('No sign-up found for the address');
}

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('unsubscribes through the signed link only after the button, and refuses a changed link', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/');
  const signUp = await page.request.post('/api/newsletter', { data: { email: EMAIL } });
  expect(signUp.ok()).toBe(true);
  const link = await linkFor(page, EMAIL);
  expect(link).not.toContain('example.in');

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Unsubscribe from our newsletter',
  );
  const button = page.getByRole('button', { name: 'Unsubscribe' });
  expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(48);
  await noHorizontalScroll(page);
  // Opening it again (as a mail scanner would) did not unsubscribe: the question is still asked.
  await page.reload();
  await expect(button).toBeVisible();

  await button.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are unsubscribed');
  await page.goto(link);
  await expect(page.getByText('This address is already unsubscribed.')).toBeVisible();

  const signature = link.slice(link.lastIndexOf('.') + 1);
  const changed = link.replace(signature, [...signature].reverse().join(''));
  const refused = await page.goto(changed);
  expect(refused!.status()).toBe(400);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'This unsubscribe link is not valid',
  );
  await expect(page.getByRole('button')).toHaveCount(0);
  await noHorizontalScroll(page);
});
