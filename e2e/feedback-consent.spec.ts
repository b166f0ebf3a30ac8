import { expect, test } from '@playwright/test';
import { live } from './settle';

// The privacy policy says feedback is published only with permission: the form asks for it in a
// box left unticked, and sends what the patient chose with the feedback.

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const CONSENT = 'You may publish my feedback (first name and town only)';

test('asks permission to publish, unticked, and sends the choice with the feedback', async ({
  page,
}) => {
  await page.goto('/feedback');
  await live(page);
  const consent = page.getByRole('checkbox', { name: CONSENT });
  await expect(consent).toBeVisible();
  await expect(consent).not.toBeChecked();
  // The label is the tap target: the whole row, at least 48 px high.
  const row = page.locator('label', { hasText: CONSENT });
  expect((await row.boundingBox())!.height).toBeGreaterThanOrEqual(48);

  await page.getByRole('textbox', { name: /Your Name/ }).fill('Meera');
  await page.getByRole('textbox', { name: /Your feedback/ }).fill('Kind doctors and short wait.');
  await page.getByText(CONSENT).tap();
  await expect(consent).toBeChecked();

  const sent = page.waitForRequest(
    (request) =>
      request.url().endsWith('/graphql') &&
      request.method() === 'POST' &&
      (request.postData() ?? '').includes('SubmitFeedback'),
  );
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  const body = (await sent).postDataJSON() as { variables: { input: Record<string, unknown> } };
  expect(body.variables.input).toMatchObject({ name: 'Meera', consentToPublish: true });
  await expect(page.getByText('Thank you for your feedback!').first()).toBeVisible();
  await expect(consent).not.toBeChecked();

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
