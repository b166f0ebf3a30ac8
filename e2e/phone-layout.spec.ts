import { expect, test } from '@playwright/test';
import { live } from './settle';

// The phone's frame at 360 px: the sticky bar's labels fit their buttons, the header names the
// clinic beside its logo, and the menu reaches Doctors, My Orders & Appointments and FAQ.

test.use({ viewport: { width: 360, height: 740 } });

test('every label of the sticky bottom bar fits inside its button', async ({ page }) => {
  await page.goto('/');
  await live(page);
  const bar = page.getByRole('navigation', { name: 'Quick contact' });
  const whatsapp = bar.getByRole('link', { name: 'WhatsApp' });
  await expect(whatsapp).toBeVisible();
  for (const button of await bar.getByRole('link').all()) {
    const fit = await button.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const content = range.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      return {
        label: element.textContent,
        overflows: element.scrollWidth > element.clientWidth,
        inside: content.left >= box.left - 0.5 && content.right <= box.right + 0.5,
        tall: box.height >= 48,
      };
    });
    expect(fit).toEqual({ label: fit.label, overflows: false, inside: true, tall: true });
  }
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
});

test('the phone header shows the clinic name beside the logo', async ({ page }) => {
  await page.goto('/');
  await live(page);
  const home = page.getByRole('banner').getByRole('link', { name: /home page$/ });
  const name = home.getByText('Shanti Care Clinic', { exact: true });
  await expect(name).toBeVisible();
  const logo = home.locator('img, svg').first();
  const nameBox = (await name.boundingBox())!;
  const logoBox = (await logo.boundingBox())!;
  expect(nameBox.x).toBeGreaterThanOrEqual(logoBox.x + logoBox.width);
  expect(nameBox.y).toBeLessThan(logoBox.y + logoBox.height);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
});

test('the phone menu reaches Our Doctors, My Orders & Appointments and FAQ', async ({ page }) => {
  await page.goto('/');
  await live(page);
  const open = page.getByRole('button', { name: 'Open menu' });
  const menu = page.getByRole('dialog', { name: 'Menu' });
  for (const [label, path, heading] of [
    ['Our Doctors', '/doctors', 'Our Doctors'],
    ['My Orders & Appointments', '/orders', 'My Orders & Appointments'],
    ['FAQ', '/faq', /Frequently Asked Questions|FAQ/],
  ] as const) {
    await open.click();
    await menu.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(menu).toBeHidden();
  }
});
