import type { Catalogue } from '../../../../lib/i18n/catalogue';

/** The Privacy Policy, a message per heading, paragraph and list item, loaded with the page's code in the page's language. */
export const privacyCatalogue: Catalogue = {
  name: 'content/privacy',
  en: () => import('./locales/en/messages'),
  hi: () => import('./locales/hi/messages'),
};
