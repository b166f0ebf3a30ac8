import { expect, test, type Page } from '@playwright/test';
import { routes } from './site-routes';
import { live, settled } from './settle';
import { holdStart } from './slow-start';

// A patient taps what the server's page shows, and the tap lands where they aimed only if the
// page does not move under it when the app adopts it: a control that shifts between the press
// and the release turns a tap on "Send Message" into a tap on the form around it (the press and
// the release on different elements), and nothing is sent. Every route on a wide screen and on a
// phone (the Hindi pages are the same components in other words).

/**
 * Where each visible control of the page is, in page coordinates, named by what it says, once
 * the page's entrance animations (cards rising in; not a loading shimmer, which never ends) have
 * ended.
 */
function controlBoxes(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    const entrances = document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    await Promise.all(entrances.map((animation) => animation.finished));
    const boxes: Record<string, string> = {};
    const selector =
      'a[href],button,input,textarea:not([aria-hidden]),[role=button],[role=combobox]';
    for (const element of Array.from(
      document.querySelectorAll<HTMLElement>(`#root :is(${selector})`),
    )) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const name =
        element.getAttribute('aria-label') ??
        element.getAttribute('name') ??
        element.textContent?.trim().slice(0, 40);
      let key = `${element.tagName.toLowerCase()} "${name}"`;
      for (let n = 2; key in boxes; n += 1) key = `${key.replace(/ #\d+$/, '')} #${n}`;
      boxes[key] =
        `${Math.round(box.x)},${Math.round(box.y + scrollY)} ` +
        `${Math.round(box.width)}x${Math.round(box.height)}`;
    }
    return boxes;
  });
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test(`no control moves when the page is adopted, at ${viewport.width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const moved: string[] = [];
    for (const { path } of routes) {
      const release = await holdStart(page);
      await page.goto(path);
      const before = await controlBoxes(page);
      release();
      await live(page);
      await settled(page);
      const after = await controlBoxes(page);
      await page.unrouteAll();
      for (const [key, box] of Object.entries(before)) {
        if (key in after && after[key] !== box)
          moved.push(`${path} ${key}: ${box} -> ${after[key]}`);
      }
    }
    expect(moved).toEqual([]);
  });
}
