import { expect, test } from '@playwright/test';
import { live } from './settle';

// What the site claims and says: no made-up doctor rating, no developer buttons, experience said
// as what it is, plain privacy words, and e-mail addresses that are never split.

test.describe('at phone size', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the doctors list says combined experience, shows no rating and no Refresh', async ({
    page,
  }) => {
    await page.goto('/doctors');
    await live(page);
    const main = page.locator('main');
    await expect(main.getByRole('article').first()).toBeVisible();
    const years = main.getByText('years of combined experience', { exact: true });
    await expect(years).toBeVisible();
    // The figure reads above its words: "98+" then "years of combined experience".
    const figure = years.locator('xpath=following-sibling::*[1]');
    await expect(figure).toHaveText(/^\d+\+$/);
    const figureBox = (await figure.boundingBox())!;
    const yearsBox = (await years.boundingBox())!;
    expect(figureBox.y + figureBox.height).toBeLessThanOrEqual(yearsBox.y + 1);

    await expect(main).not.toContainText('Years Experience');
    await expect(main).not.toContainText('4.8');
    await expect(main.getByRole('button', { name: /Refresh/ })).toHaveCount(0);
    const structured = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? '').join('\n'));
    expect(structured).toContain('Physician');
    expect(structured).not.toMatch(/aggregateRating|ratingValue/);
  });

  test('Home shows no made-up rating on doctor cards', async ({ page }) => {
    await page.goto('/');
    await live(page);
    const doctors = page.getByRole('region', { name: 'Meet Our Doctors' });
    await expect(doctors.getByRole('article').first()).toBeVisible();
    await expect(doctors).not.toContainText('4.8');
    await expect(doctors.getByRole('button', { name: /Refresh/ })).toHaveCount(0);
  });

  test('the blog list has no Refresh button', async ({ page }) => {
    await page.goto('/blog');
    await live(page);
    await expect(page.locator('main').getByRole('article').first()).toBeVisible();
    await expect(page.locator('main').getByRole('button', { name: /Refresh/ })).toHaveCount(0);
  });

  test('the Sexual Wellness FAQ speaks of privacy in plain words', async ({ page }) => {
    await page.goto('/diseases/sexual-problems');
    await live(page);
    const question = page.getByRole('button', { name: 'Will anyone know I consulted you?' });
    await question.click();
    const main = page.locator('main');
    await expect(main).toContainText('never mention your problem');
    await expect(main).not.toContainText(/toasts?/i);
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the footer never splits an e-mail address across lines', async ({ page }) => {
    await page.goto('/');
    await live(page);
    const emails = page.locator('footer a[href^="mailto:"]');
    await expect(emails.first()).toBeVisible();
    const lines = await emails.evaluateAll((links) =>
      links.map((link) => {
        const range = document.createRange();
        range.selectNodeContents(link);
        const tops = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
        return { address: link.textContent, lines: tops.size };
      }),
    );
    expect(lines.length).toBeGreaterThan(0);
    for (const email of lines) expect(email, email.address ?? '').toEqual({ ...email, lines: 1 });
  });
});
