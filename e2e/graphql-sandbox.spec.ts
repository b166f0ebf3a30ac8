import { expect, test, type Page } from '@playwright/test';

// The GraphQL landing page in Chromium. This machine has no internet, so "online" is Apollo's
// CDN and frame answered by stand-ins: enough to show that the page's policy lets Sandbox's
// script and frame in and that our script starts it; "offline" is the CDN refused outright.

const CDN = 'https://embeddable-sandbox.cdn.apollographql.com/**';
const FRAME = 'https://sandbox.embed.apollographql.com/**';

/** What the browser reports about the Content-Security-Policy, and script errors. */
function watchPolicy(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  return problems;
}

test.describe("with Apollo's CDN out of reach", () => {
  test.beforeEach(async ({ page }) => {
    await page.route(CDN, (route) => route.abort('internetdisconnected'));
  });

  test('says Sandbox could not load and where the schema is; the link opens it', async ({
    page,
  }) => {
    const problems = watchPolicy(page);
    await page.goto('/graphql');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clinic Site GraphQL API');
    // Our own script ran (the policy let it in) and said what happened.
    await expect(page.getByRole('alert')).toContainText(
      "Apollo Sandbox could not be loaded from Apollo's servers",
    );
    await page.getByRole('link', { name: 'schema.graphql' }).click();
    await expect(page).toHaveURL(/\/graphql\/schema\.graphql$/);
    await expect(page.locator('body')).toContainText('type Query {');
    expect(problems).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page still says where the schema file is', async ({ page }) => {
    await page.goto('/graphql');
    await expect(
      page.getByText('Offline, or where they are blocked, it does not appear'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'schema.graphql' }).click();
    await expect(page.locator('body')).toContainText('type Query {');
  });
});

test.describe("with Apollo's CDN answering (a stand-in)", () => {
  test('loads its script, which starts Sandbox in its frame against this endpoint', async ({
    page,
    baseURL,
  }) => {
    await page.route(CDN, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.EmbeddedSandbox = function (options) {
          window.sandboxOptions = options;
          var frame = document.createElement('iframe');
          frame.title = 'Apollo Sandbox';
          frame.src = 'https://sandbox.embed.apollographql.com/sandbox/explorer';
          document.querySelector(options.target).appendChild(frame);
        };`,
      }),
    );
    await page.route(FRAME, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>Sandbox stand-in</p>' }),
    );
    const problems = watchPolicy(page);
    await page.goto('/graphql');
    await expect(
      page.frameLocator('iframe[title="Apollo Sandbox"]').getByText('Sandbox stand-in'),
    ).toBeVisible();
    const options = await page.evaluate(
      () => (window as unknown as { sandboxOptions: Record<string, unknown> }).sandboxOptions,
    );
    expect(options).toMatchObject({
      target: '#sandbox',
      initialEndpoint: `${baseURL}/graphql`,
      initialState: { includeCookies: false },
      runTelemetry: false,
    });
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});
