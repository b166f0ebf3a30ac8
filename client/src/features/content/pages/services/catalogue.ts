import type { Catalogue } from '../../../../lib/i18n/catalogue';

/** The services list's and each service page's words (and the two services' texts), loaded with the page's code in the page's language. */
export const servicesCatalogue: Catalogue = {
  name: 'content/services',
  en: () => import('./locales/en/messages'),
  hi: () => import('./locales/hi/messages'),
};
