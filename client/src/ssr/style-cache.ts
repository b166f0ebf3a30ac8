import createCache, { type EmotionCache } from '@emotion/cache';
import { COMPOSED_STYLES_ATTRIBUTE, PAGE_STYLES_ATTRIBUTE } from './page-data';

/**
 * Emotion's style cache, made the same way for the server's render and the browser (class names
 * must match for the browser to reuse the page's styles).
 *
 * No vendor prefixer: the phones we serve run current Chrome, and the -webkit-/-ms- copies of
 * every flex and user-select rule made the page's inlined styles about a third larger, all of it
 * parsed before the first paint.
 *
 * In the browser, the styles a server-rendered page arrived with count as inserted, and their
 * elements stay where they are (see server-styles.ts). So do, until the page is adopted, the
 * steps to its composed classes that no element uses: inserting them would make a slow phone
 * parse and add rules while hydrating, for nothing (see releaseComposedStyles).
 */
export function createStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css', stylisPlugins: [] });
  if (typeof document !== 'undefined') {
    for (const id of pageStyleIds(PAGE_STYLES_ATTRIBUTE)) cache.inserted[id] = true;
    for (const id of pageStyleIds(COMPOSED_STYLES_ATTRIBUTE)) cache.inserted[id] = true;
  }
  return cache;
}

/**
 * Once the page is adopted, a composed class's steps are inserted again when next needed (a
 * screen rendered later may use one on its own). The list is removed as it is read.
 */
export function releaseComposedStyles(cache: EmotionCache): void {
  const ids = pageStyleIds(COMPOSED_STYLES_ATTRIBUTE);
  document.querySelector(`style[${COMPOSED_STYLES_ATTRIBUTE}]`)?.remove();
  for (const id of ids) delete cache.inserted[id];
}

function pageStyleIds(attribute: string): string[] {
  return [...document.querySelectorAll(`style[${attribute}]`)].flatMap((element) =>
    element.getAttribute(attribute)!.split(' ').filter(Boolean),
  );
}
