import { createHmac, randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { sendFeedback } from './feedback';
import { live } from './settle';
import { addStaffAccount } from './staff-accounts';

// Issue 22's testimonial journey: a patient sends feedback with permission to publish on the
// site; an admin (signing in with a second factor) finds it in the inbox, opens it and approves
// it as a testimonial; the home page shows it by first name and town, nothing more. Once on a
// desk-sized screen with the English home page, once on a phone with the Hindi one (a page of
// its own in the page cache).

const PASSWORD = 'a long inbox passphrase for lane d';

/** RFC 6238 (SHA-1, six digits, 30 s), as authenticator apps compute it from the shown key. */
function totp(secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  }
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = hmac[hmac.length - 1] & 0xf;
  const code = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(code).padStart(6, '0');
}

/** A new admin signs in, sets up the second factor, and signs in with a code. */
async function signInAdmin(page: Page, email: string) {
  await page.goto('/staff');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const key = page.getByTestId('totp-secret');
  await expect(key).toHaveText(/^[A-Z2-7]{16,}$/, { timeout: 60_000 });
  const secret = (await key.textContent())!.trim();
  await page.getByLabel('Code from your authenticator app').fill(totp(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await page.getByRole('button', { name: 'I have saved them' }).click({ timeout: 60_000 });
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  // A code of the next period: the one just used for enrolment is spent.
  await page.getByLabel('Code from your authenticator app').fill(totp(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible({ timeout: 60_000 });
}

for (const screen of [
  { name: 'desk', viewport: { width: 1280, height: 800 }, home: '/', town: 'Vidisha' },
  { name: 'phone', viewport: { width: 360, height: 740 }, home: '/hi', town: 'Raisen' },
]) {
  test.describe(`on a ${screen.name} screen`, () => {
    test.use({ viewport: screen.viewport });

    test('feedback with consent becomes a testimonial on the home page', async ({ page }) => {
      // Making an account (a command) and signing in (a slow password hash) take their time.
      test.setTimeout(240_000);
      const tag = randomUUID().slice(0, 6);
      const firstName = `Savitri${tag}`;
      const words = `The lane D doctors were kind and quick ${tag}.`;
      await sendFeedback(page, `${firstName} Inboxdevi`, words);

      const email = `lane-d-admin-${tag}@clinic.test`;
      addStaffAccount({ email, name: `Lane D Admin ${tag}`, role: 'admin', password: PASSWORD });
      await signInAdmin(page, email);

      await page.goto('/staff/inbox');
      await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
      const item = page.getByTestId('inbox-item').filter({ hasText: `${firstName} Inboxdevi` });
      await expect(item.getByText('New', { exact: true })).toBeVisible();
      await item.getByRole('button', { name: `Open: ${firstName} Inboxdevi` }).click();
      await expect(item.getByText(words)).toBeVisible();
      await expect(item.getByText('Read', { exact: true })).toBeVisible();
      await item.getByLabel('Town shown').fill(screen.town);
      await item.getByRole('button', { name: 'Approve as testimonial' }).click();
      await expect(item.getByRole('button', { name: 'Withdraw testimonial' })).toBeVisible();

      await page.goto(screen.home);
      await live(page);
      const caption = page.getByText(`${firstName}, ${screen.town}`);
      await caption.scrollIntoViewIfNeeded();
      await expect(caption).toBeVisible();
      await expect(page.getByText(`“${words}”`)).toBeVisible();
      await expect(page.getByText('Inboxdevi')).toHaveCount(0);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}
