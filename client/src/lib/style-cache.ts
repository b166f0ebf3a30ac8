import createCache, { type EmotionCache } from '@emotion/cache';
import { PAGE_STYLES_ATTRIBUTE } from '../config/page-data';

/**
 * Emotion's style cache, made the same way for the server's render and the browser (class names
 * must match for the browser to reuse the page's styles).
 *
 * No vendor prefixer: the phones we serve run current Chrome, and the -webkit-/-ms- copies of
 * every flex and user-select rule made the page's inlined styles about a third larger, all of it
 * parsed before the first paint.
 *
 * In the browser, the styles a server-rendered page arrived with count as inserted, and their
 * elements stay where they are (see styleTags in entry-server.tsx).
 */
export function createStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css', stylisPlugins: [] });
  if (typeof document !== 'undefined') {
    for (const element of document.querySelectorAll(`style[${PAGE_STYLES_ATTRIBUTE}]`)) {
      for (const id of element.getAttribute(PAGE_STYLES_ATTRIBUTE)!.split(' ')) {
        if (id) cache.inserted[id] = true;
      }
    }
  }
  return cache;
}
