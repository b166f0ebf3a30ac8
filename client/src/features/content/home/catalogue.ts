import type { Catalogue } from '../../../lib/i18n/catalogue';

/** The home page's words, loaded with its code in the page's language. */
export const homeCatalogue: Catalogue = {
  name: 'content/home',
  en: () => import('./locales/en/messages'),
  hi: () => import('./locales/hi/messages'),
};
