import type { Page } from '@playwright/test';

/**
 * Holds the app's last start-up step (its start chunk) until the returned function is called:
 * the page is painted and its loader runs, but the app is not live yet, however fast the machine.
 */
export async function holdStart(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** A slow phone: Chromium's CPU slowed `rate` times (DevTools' "CPU throttling"). */
export async function slowCpu(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** Whether the page's controls are live yet (see live() in settle.ts). */
export function isLive(page: Page): Promise<boolean> {
  return page.evaluate(() => performance.getEntriesByName('controls-live').length > 0);
}
