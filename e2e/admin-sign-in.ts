import { expect, type Page } from '@playwright/test';
import { generate } from 'otplib';

/**
 * A new admin's first sign-in: password, then the authenticator key set up and confirmed, then a
 * sign-in with the second factor by the next step's code (the enrolment's code is spent; a step
 * either side is allowed). `base` is the site's address for a site a spec started itself
 * (startOwnSite); without it, the suite's.
 */
export async function signInNewAdmin(page: Page, email: string, password: string, base = '') {
  await page.goto(`${base}/staff`);
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('Code from your authenticator app').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const next = Math.floor(Date.now() / 1000) + 30;
  await page
    .getByLabel('Code from your authenticator app')
    .fill(await generate({ secret, epoch: next }));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
}
