import { expect, test, type Page } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { idle } from './settle';

// A patient reads the blog: search, open an article, follow a related one, come back. And a
// hostile post, stored through the real import path, runs none of its script in the page.

const DIET_TITLE = 'A Piles-Friendly Diet: What to Eat and What to Limit';

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('search -> open a post -> related post -> back', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Health Blog');

  // "isabgol" appears only in the body of one post.
  const search = page.getByRole('search');
  await search.getByRole('searchbox', { name: 'Search articles' }).fill('isabgol');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL('/blog?search=isabgol');
  const readMore = page.getByRole('link', { name: /^Read More:/ });
  await expect(readMore).toHaveCount(1);
  await page.getByRole('link', { name: `Read More: ${DIET_TITLE}` }).click();

  await expect(page).toHaveURL('/blog/piles-friendly-diet');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DIET_TITLE);
  await expect(page.getByText(/^\d+ min read$/)).toBeVisible();
  await expect(page.getByTestId('article-content')).toContainText('isabgol');
  await expect(page).toHaveTitle(new RegExp(`^${DIET_TITLE}`));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\w/);

  const related = page.getByRole('region', { name: 'Related Articles' });
  const firstRelated = related.getByRole('heading', { level: 3 }).first();
  const relatedTitle = (await firstRelated.textContent())!;
  await related.getByRole('link', { name: `Read More: ${relatedTitle}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(relatedTitle);
  await expect(page).not.toHaveURL('/blog/piles-friendly-diet');

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DIET_TITLE);
  await page.goBack();
  await expect(page).toHaveURL('/blog?search=isabgol');
  await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('isabgol');
  await expect(readMore).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('a tag chip filters the list and an unknown post says so', async ({ page }) => {
  await page.goto('/blog');
  const topics = page.getByRole('group', { name: 'Filter by topic' });
  await topics.getByRole('button', { name: 'Hydrocele' }).click();
  await expect(page).toHaveURL('/blog?tag=Hydrocele');
  await expect(page.getByRole('link', { name: /^Read More:/ })).toHaveCount(1);

  // The page arrives as Not Found and is adopted as it is (no mismatch to replace it).
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/blog/no-such-post');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Post Not Found');
  // The toast shows once React has adopted the page: the click comes after, as a patient's would.
  // (Matched in the toast region: a bare getByText also matched the server's heading at once.)
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText('Blog post not found'),
  ).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Back to Blog' }).last().click();
  await expect(page).toHaveURL('/blog');
  expect(errors).toEqual([]);
});

test.describe('a hostile post', () => {
  // Its own server on its own embedded database, so the import can open that database first.
  const port = Number(process.env.E2E_PORT ?? 4100) + 2;
  const base = `http://127.0.0.1:${port}`;
  let dir: string;
  let server: ChildProcess | undefined;

  const env = (dataDir: string) => ({
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dir = mkdtempSync(path.join(tmpdir(), 'clinic-blog-e2e-'));
    const dataDir = path.join(dir, 'data');
    const postsFile = path.join(dir, 'posts.json');
    const flag = 'window.__pwned = true';
    writeFileSync(
      postsFile,
      JSON.stringify({
        slug: 'hostile-post',
        title: 'A perfectly ordinary article',
        excerpt: 'Nothing to see here.',
        tags: 'Lifestyle, lifestyle , Prevention',
        status: 'PUBLISHED',
        image: 'javascript:alert(1)',
        content: [
          '<p>Ordinary words for the reader.</p>',
          `<script>${flag}</script>`,
          `<img src=x onerror="${flag}">`,
          `<svg onload="${flag}"></svg>`,
          `<iframe srcdoc="<script>parent.__pwned = true</script>"></iframe>`,
          `<details open ontoggle="${flag}"><summary>x</summary></details>`,
          `<a id="evil" href="javascript:${flag}">Click me</a>`,
          `<p style="background:url(javascript:${flag})" onmouseover="${flag}">Hover me</p>`,
          `<math><mtext><table><mglyph><style><img src=x onerror="${flag}">`,
        ].join(''),
      }),
    );
    const imported = spawnSync(process.execPath, ['server/dist/blog/import-posts.js', postsFile], {
      env: env(dataDir),
      encoding: 'utf8',
    });
    expect(imported.status, imported.stderr).toBe(0);
    expect(imported.stdout).toContain('saved hostile-post');

    server = spawn(process.execPath, ['server/dist/main.js'], {
      env: env(dataDir),
      stdio: 'ignore',
    });
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const ready = await fetch(`${base}/readyz`).then(
        (res) => res.ok,
        () => false,
      );
      if (ready) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('the server for the hostile post did not start');
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      await new Promise((resolve) => {
        server!.once('exit', resolve);
        server!.kill('SIGINT');
      });
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('runs none of its script in the page', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`${base}/blog/hostile-post`);
    // A first render on a cold server can pass its time budget and arrive without the post; the
    // browser then fetches it (slowly on a busy machine).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'A perfectly ordinary article',
      { timeout: 15_000 },
    );
    const content = page.getByTestId('article-content');
    await expect(content).toContainText('Ordinary words for the reader.');
    await content.getByText('Hover me').hover();
    await content.getByText('Click me').click();
    // Anything that slipped through (an image's error, a toggle) has fired once every image has
    // loaded or failed and the events that queued have run.
    await expect
      .poll(() => page.evaluate(() => Array.from(document.images).every((image) => image.complete)))
      .toBe(true);
    await idle(page);

    expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await expect(content.locator('script, svg, iframe, details, [onerror], [onclick]')).toHaveCount(
      0,
    );
    await expect(page.locator('[href^="javascript:"]')).toHaveCount(0);
    // Tags were normalised on the way in: "Lifestyle" once.
    const article = page.locator('main article').first();
    await expect(article.getByText('Lifestyle', { exact: true })).toHaveCount(1);
  });
});
