import type { Catalogue } from '../../lib/i18n/catalogue';

/** Site search's words, loaded with the search panel in the page's language. */
export const searchCatalogue: Catalogue = {
  name: 'search',
  en: () => import('./locales/en/messages'),
  hi: () => import('./locales/hi/messages'),
};
