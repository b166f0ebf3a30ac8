import type { Catalogue } from '../lib/i18n/catalogue';

/** The frame's words (header, menu, footer, error pages), in the page's language only. */
export const appCatalogue: Catalogue = {
  name: 'app',
  en: () => import('./locales/en/messages'),
  // With the font's module: the browser build then ships the font file the server's Hindi pages
  // link to (lib/i18n/devanagari-font.ts).
  hi: () =>
    Promise.all([import('./locales/hi/messages'), import('../lib/i18n/devanagari-font')]).then(
      ([catalogue]) => catalogue,
    ),
};
