import { expect, type Page } from '@playwright/test';

/**
 * Resolves once the page has no other work queued: a background-priority task runs only after
 * the render a navigation or an event set off, its effects and the events it queued (an image's
 * error, say). requestIdleCallback would do, but Chromium stops calling it on a page that has
 * nothing to paint.
 */
export function idle(page: Page): Promise<void> {
  return page.evaluate(() => {
    const { scheduler } = window as unknown as { scheduler: TaskScheduler };
    return scheduler.postTask(() => undefined, { priority: 'background' });
  });
}

/** Chromium's Prioritized Task Scheduling API, not yet in TypeScript's DOM types. */
interface TaskScheduler {
  postTask(task: () => void, options: { priority: 'background' }): Promise<void>;
}

/** Nothing left to load or move: the network quiet, no busy region, no animation running. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.getAnimations().filter((a) => a.playState === 'running').length +
          document.querySelectorAll('[aria-busy="true"]').length,
      ),
    )
    .toBe(0);
  await idle(page);
}

/**
 * Resolves once the page's controls are live: the app has adopted the server's page and acted on
 * what was tapped or typed before (client/src/ssr/early-input.ts marks the moment).
 */
export async function live(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('controls-live').length > 0);
}
