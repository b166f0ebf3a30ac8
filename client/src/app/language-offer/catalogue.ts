import type { Catalogue } from '../../lib/i18n/catalogue';

/** The Hindi offer's words: it speaks both languages at once, so it loads both catalogues. */
export const offerCatalogue: Catalogue = {
  name: 'language-offer',
  en: () => import('./locales/en/messages'),
  hi: () => import('./locales/hi/messages'),
};
