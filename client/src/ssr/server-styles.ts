import type { EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { COMPOSED_STYLES_ATTRIBUTE, PAGE_STYLES_ATTRIBUTE } from './page-data';
import { createStyleCache } from './style-cache';

export interface ServerStyles {
  /** The cache to render with. */
  cache: EmotionCache;
  /** The styles of the rendered `html`, as <style> elements for the page's head. */
  pageStyles(html: string): string;
}

/**
 * Styles for one server render. The page's styles go out as <style> elements that Emotion in the
 * browser leaves where they are: under its own data-emotion attribute it would move each one on
 * start-up, making the phone re-apply every style of the page. The browser's cache reads their
 * ids instead (createStyleCache), and an empty element lists the ids the render made only on the
 * way to a composed class.
 */
export function createServerStyles(): ServerStyles {
  const cache = createStyleCache();
  // Made before rendering: it switches the cache to collecting styles instead of inlining them.
  const { extractCriticalToChunks } = createEmotionServer(cache);
  return {
    cache,
    pageStyles(html) {
      const { styles } = extractCriticalToChunks(html);
      const used = new Set(styles.flatMap((chunk) => chunk.ids));
      const composed = Object.keys(cache.inserted).filter((id) => !used.has(id));
      return (
        styles
          .filter((chunk) => chunk.css)
          .map(
            (chunk) =>
              `<style ${PAGE_STYLES_ATTRIBUTE}="${chunk.ids.join(' ')}">${chunk.css}</style>`,
          )
          .join('') +
        (composed.length
          ? `<style ${COMPOSED_STYLES_ATTRIBUTE}="${composed.join(' ')}"></style>`
          : '')
      );
    },
  };
}
