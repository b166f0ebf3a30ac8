import { expect, test, type Page } from '@playwright/test';
import { live } from './settle';
import { routes } from './site-routes';

// What a patient reads before booking: every route renders, the FAQ works by keyboard, the
// contact form stores a message, and site search finds a condition.

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

// The browser reports a page answered with 404 as a failed load; that one is meant.
const DOCUMENT_404 = 'Failed to load resource: the server responded with a status of 404';

test('every route renders its heading without a console error', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  for (const route of routes) {
    const response = await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 }), route.path).toHaveText(route.heading);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    if (response?.status() === 404) {
      const expected = errors.findIndex((error) => error.includes(DOCUMENT_404));
      if (expected >= 0) errors.splice(expected, 1);
    }
  }
  expect(errors).toEqual([]);
});

test('the piles FAQ works by keyboard: arrows, Home, End, one answer open', async ({ page }) => {
  await page.goto('/diseases/piles');
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  const triggers = faq.getByRole('button');
  await expect(triggers).toHaveCount(5);

  // Arrow keys move focus once the page's script has adopted the server's HTML.
  await live(page);
  await triggers.first().focus();
  await page.keyboard.press('Enter');
  await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByText(/Most early piles get better/)).toBeVisible();

  await page.keyboard.press('ArrowDown');
  await expect(triggers.nth(1)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByText(/Most early piles get better/)).toBeHidden();

  await page.keyboard.press('End');
  await expect(triggers.nth(4)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(triggers.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(triggers.nth(4)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(triggers.nth(0)).toBeFocused();

  await triggers.nth(1).focus();
  await page.keyboard.press('Enter');
  await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(0);
});

test('the contact form sends a message the clinic can read', async ({ page, request }) => {
  await page.goto('/contact');
  const subject = `E2E question ${Date.now()}`;
  await page.getByRole('textbox', { name: /Your Name/ }).fill('Meena');
  await page.getByRole('textbox', { name: /Email Address/ }).fill('meena@example.in');
  await page.getByRole('textbox', { name: /Phone Number/ }).fill('9876543210');
  await page.getByRole('textbox', { name: /Subject/ }).fill(subject);
  await page.getByRole('textbox', { name: /^Message/ }).fill('Do you open on Sundays?');
  const stored = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes('SendContactMessage'),
  );
  await page.getByRole('button', { name: 'Send Message' }).click();
  const body = await (await stored).json();
  expect(body.errors).toBeUndefined();
  const formRowId = Number(body.data.sendContactMessage.id);
  expect(formRowId).toBeGreaterThan(0);

  const toast = page.getByRole('region', { name: 'Notifications' });
  await expect(toast).toContainText('Message Sent!');
  await expect(toast).toContainText("Thank you for contacting us. We'll get back to you soon.");
  await expect(page.getByRole('textbox', { name: /Subject/ })).toHaveValue('');

  // The row exists: the database handed the form's message an id, and the next message stored
  // (through the REST door, into the same table) gets the next one.
  const next = await request.post('/api/contact', {
    data: { name: 'Meena', email: 'meena@example.in', subject, message: 'Checking.' },
  });
  expect(next.status()).toBe(201);
  expect(Number((await next.json()).id)).toBe(formRowId + 1);
});

test('search finds "fistula" and opens the condition page', async ({ page }) => {
  await page.goto('/');
  // The first paint is a static shell; the header's buttons work once the page has rendered.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Safe, confidential care/);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Search the site' });
  await dialog.getByRole('searchbox').fill('fistula');
  const conditions = dialog.getByRole('region', { name: 'Conditions' });
  await expect(conditions.getByRole('link', { name: /Fistula/ })).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Articles' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(conditions.getByRole('link', { name: /Fistula/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/diseases/fistula');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fistula');
  await expect(dialog).toBeHidden();
});

test('the feedback form thanks the patient and resets', async ({ page }) => {
  await page.goto('/feedback');
  await page.getByRole('textbox', { name: /Your Name/ }).fill('Ravi');
  await page.getByRole('textbox', { name: /Your feedback/ }).fill('Helpful and discreet.');
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'Thank you for your feedback!',
  );
  await expect(page.getByRole('textbox', { name: /Your Name/ })).toHaveValue('');
});
