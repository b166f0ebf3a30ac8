import { expect, test, type Locator, type Page } from '@playwright/test';
import { live } from './settle';

// Site search at phone size: each group holds only its own kind, even when a doctor and a post
// share an id (the client cache once merged them and filed articles under Doctors).

test.use({ viewport: { width: 360, height: 740 } });

const kinds: Record<string, RegExp> = {
  Conditions: /^\/diseases\//,
  Services: /^\/services\//,
  Doctors: /^\/doctor\/\d+$/,
  Products: /^\/products\?search=/,
  Articles: /^\/blog\//,
};

async function search(page: Page, words: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Search the site' });
  await dialog.getByRole('searchbox').fill(words);
  await expect(dialog.getByText(/^\d+ results?$/)).toBeVisible();
  return dialog;
}

async function hrefs(group: Locator): Promise<string[]> {
  return group
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

async function expectEveryGroupHoldsItsKind(dialog: Locator) {
  for (const [name, path] of Object.entries(kinds)) {
    const group = dialog.getByRole('region', { name, exact: true });
    if ((await group.count()) === 0) continue;
    for (const href of await hrefs(group)) expect(href, `${name}: ${href}`).toMatch(path);
  }
}

test('"fistula" lists the fistula doctor under Doctors and the articles under Articles', async ({
  page,
}) => {
  await page.goto('/');
  await live(page);
  const dialog = await search(page, 'fistula');
  const doctors = dialog.getByRole('region', { name: 'Doctors', exact: true });
  await expect(doctors.getByRole('link', { name: /Dr\. Anita Verma/ })).toBeVisible();
  await expect(doctors).not.toContainText('Anal Fistula: When Should You See a Doctor?');
  const articles = dialog.getByRole('region', { name: 'Articles', exact: true });
  await expect(
    articles.getByRole('link', { name: /Anal Fistula: When Should You See a Doctor\?/ }),
  ).toBeVisible();
  await expectEveryGroupHoldsItsKind(dialog);
});

test('"piles" files no post under Doctors, after another search filled the cache', async ({
  page,
}) => {
  await page.goto('/');
  await live(page);
  const dialog = await search(page, 'fistula');
  await dialog.getByRole('searchbox').fill('piles');
  await expect(dialog.getByRole('region', { name: 'Conditions' })).toContainText('Piles');
  await expect(dialog.getByText(/^\d+ results?$/)).toBeVisible();
  const doctors = dialog.getByRole('region', { name: 'Doctors', exact: true });
  if ((await doctors.count()) > 0) {
    for (const href of await hrefs(doctors)) expect(href).toMatch(kinds.Doctors);
  }
  await expectEveryGroupHoldsItsKind(dialog);
});
