import type { Catalogue } from '../../../../lib/i18n/catalogue';

/** The FAQ page's words, its questions and answers, loaded with the page's code in the page's language. */
export const faqCatalogue: Catalogue = {
  name: 'content/faq',
  en: () => import('./locales/en/messages'),
  hi: () => import('./locales/hi/messages'),
};
