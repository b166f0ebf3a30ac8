import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { settled } from './settle';
import { routes } from './site-routes';

// axe on every route, at phone width and desktop width: no serious or critical violations.

const BLOCKING = new Set(['serious', 'critical']);

for (const viewport of [
  { name: 'phone', width: 360, height: 800 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test.describe(`axe at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const route of routes) {
      test(`${route.path} has no serious or critical violations`, async ({ page }) => {
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
        // Lazy data (clinic profile, lists) in and entry animations over before checking.
        await settled(page);
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
          .analyze();
        const blocking = results.violations
          .filter((violation) => BLOCKING.has(violation.impact ?? ''))
          .map((violation) => ({
            rule: violation.id,
            impact: violation.impact,
            help: violation.help,
            targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
          }));
        test.info().annotations.push({
          type: 'axe',
          description: `${route.path} (${viewport.name}): ${blocking.length} serious/critical, ${results.violations.length} total`,
        });
        expect(blocking).toEqual([]);
      });
    }
  });
}
