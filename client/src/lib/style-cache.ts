import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * Emotion's style cache, made the same way for the server's render and the browser (class names
 * must match for the browser to reuse the page's styles).
 *
 * No vendor prefixer: the phones we serve run current Chrome, and the -webkit-/-ms- copies of
 * every flex and user-select rule made the page's inlined styles about a third larger, all of it
 * parsed before the first paint.
 */
export function createStyleCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [] });
}
