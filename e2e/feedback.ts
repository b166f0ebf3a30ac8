import { expect, type Page } from '@playwright/test';
import { live } from './settle';

/** The public feedback form's consent to publish. */
export const CONSENT = 'You may publish my feedback (first name and town only)';

/**
 * A patient sends feedback from the public /feedback page, consenting to its publication.
 * `base` is the site's address for a site a spec started itself; without it, the suite's.
 */
export async function sendFeedback(page: Page, name: string, words: string, base = '') {
  await page.goto(`${base}/feedback`);
  await live(page);
  await page.getByRole('textbox', { name: /Your Name/ }).fill(name);
  await page.getByRole('textbox', { name: /Your feedback/ }).fill(words);
  await page.getByText(CONSENT).click();
  await expect(page.getByRole('checkbox', { name: CONSENT })).toBeChecked();
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByText('Thank you for your feedback!').first()).toBeVisible();
}
