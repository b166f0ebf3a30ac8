import type { Catalogue } from '../../lib/i18n/catalogue';

/** The doctors' pages' words (list, cards, profile, Home's section), in the page's language. */
export const clinicCatalogue: Catalogue = {
  name: 'clinic',
  en: () => import('./locales/en/messages'),
  hi: () => import('./locales/hi/messages'),
};
