import type { Catalogue } from '../../../../lib/i18n/catalogue';

/** The Terms of Service, a message per heading, paragraph and list item, loaded with the page's code in the page's language. */
export const termsCatalogue: Catalogue = {
  name: 'content/terms',
  en: () => import('./locales/en/messages'),
  hi: () => import('./locales/hi/messages'),
};
