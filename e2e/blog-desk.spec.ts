import { createHmac } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { addStaffAccount } from './staff-accounts';

// The blog desk, end to end: an admin signs in (enrolling the second factor an admin must
// have), writes a post in Markdown and sees the server's preview, publishes it; the public blog
// list and the post's page show it; renaming its slug makes the old address redirect (301) to
// the new one. At a laptop's width and a phone's.

const PASSWORD = 'a long blog desk passphrase';

/** RFC 6238: the six-digit code of a base32 secret now (SHA-1, 30-second steps). */
function totp(secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = hmac[hmac.length - 1] & 0xf;
  const code = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(code).padStart(6, '0');
}

async function signInAsAdmin(page: Page, email: string) {
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  const enrolledAt = Date.now();
  await page.getByRole('textbox', { name: 'Code' }).fill(totp(secret, enrolledAt));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  // Then a sign-in with the second factor, by a code the enrolment did not use (a new step).
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  const nextStep = (Math.floor(enrolledAt / 30_000) + 1) * 30_000;
  await page.waitForTimeout(Math.max(0, nextStep - Date.now() + 500));
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Code from your authenticator app').fill(totp(secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test(`an admin writes, publishes and renames a post at ${viewport.width}×${viewport.height}`, async ({
    page,
  }) => {
    // Signing in waits for a new second-factor step: up to 30 seconds.
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const tag = `${viewport.width}${Date.now().toString(36)}`;
    const email = `blog-desk-${tag}@clinic.test`;
    addStaffAccount({ email, name: `Blog Editor ${tag}`, role: 'admin', password: PASSWORD });
    await signInAsAdmin(page, email);

    await page.goto('/staff/posts');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog posts' })).toBeVisible();
    await page.getByRole('link', { name: 'New post' }).click();
    await expect(page).toHaveURL(/\/staff\/posts\/new$/);

    const word = `lanec${tag}`;
    // Words no other spec searches for (their posts are the demo's), and a Hindi title for
    // Hindi lists; the post is taken back at the end, so later specs never meet it.
    const title = `Desk journal ${word}`;
    await page.getByRole('textbox', { name: /^Title/ }).fill(title);
    const slug = `desk-journal-${word}`;
    await expect(page.getByRole('textbox', { name: /^Web address/ })).toHaveValue(slug);
    await page
      .getByRole('textbox', { name: /^Excerpt/ })
      .fill('Ten minutes of gentle walking after meals.');
    await page.getByRole('textbox', { name: /^Hindi title/ }).fill(`डेस्क डायरी ${word}`);
    await page
      .getByRole('textbox', { name: /^Body \(Markdown\)/ })
      .fill(
        '# Morning walks\n\nTen minutes of **gentle walking** after meals.\n\n- slow\n- steady',
      );
    const preview = page.getByRole('region', { name: /^Body \(Markdown\): Preview/ });
    await expect(preview.getByRole('heading', { level: 2, name: 'Morning walks' })).toBeVisible();
    await expect(preview.locator('strong')).toHaveText('gentle walking');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page).toHaveURL(/\/staff\/posts\/\d+$/);
    await expect(page.getByRole('status').filter({ hasText: 'Draft' })).toBeVisible();

    // A draft is nowhere public.
    const draft = await page.request.get(`/api/blogs/${slug}`);
    expect(draft.status()).toBe(404);

    await page.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Published/ })).toBeVisible();

    // The public list (searched for this post's own word, an address no cache has held) and
    // the post's page.
    await page.goto(`/blog?search=${word}`);
    await expect(page.getByRole('link', { name: `Read More: ${title}` })).toBeVisible();
    await page.getByRole('link', { name: `Read More: ${title}` }).click();
    await expect(page).toHaveURL(`/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByTestId('article-content').getByRole('heading', { level: 2 })).toHaveText(
      'Morning walks',
    );

    // Renaming the slug keeps the old address, as a 301 to the new one.
    await page.goto('/staff/posts');
    await page.getByRole('link', { name: `Edit “${title}”` }).click();
    const renamed = `${slug}-renamed`;
    await page.getByRole('textbox', { name: /^Web address/ }).fill(renamed);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();
    await expect(page.getByText(`Old addresses that redirect here: ${slug}`)).toBeVisible();

    const old = await page.request.get(`/blog/${slug}`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(`/blog/${renamed}`);
    await page.goto(`/blog/${slug}`);
    await expect(page).toHaveURL(`/blog/${renamed}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    // Taken back: off the public site again.
    await page.goto('/staff/posts');
    await page.getByRole('link', { name: `Edit “${title}”` }).click();
    await page.getByRole('button', { name: 'Unpublish' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Draft' })).toBeVisible();
    expect((await page.request.get(`/api/blogs/${renamed}`)).status()).toBe(404);
  });
}
