import type { Catalogue } from '../../lib/i18n/catalogue';

/** The contact and feedback pages' words, in the page's language. */
export const messagesCatalogue: Catalogue = {
  name: 'messages',
  en: () => import('./locales/en/messages'),
  hi: () => import('./locales/hi/messages'),
};
