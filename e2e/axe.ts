import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * What axe finds serious or critical on the page as it is now (WCAG 2 A and AA, or the tags
 * given): each rule with up to five of the elements it found.
 */
export async function seriousViolations(
  page: Page,
  tags: string[] = ['wcag2a', 'wcag2aa'],
): Promise<{ rule: string; targets: string[] }[]> {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  return results.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}
