import type { Catalogue } from '../../../lib/i18n/catalogue';

/**
 * "My Orders & Appointments": the lookup, the one-time code, the order and appointment cards,
 * the invoice and the order updates opt-out, loaded with the page in its language.
 */
export const ordersCatalogue: Catalogue = {
  name: 'shop/orders',
  en: () => import('./locales/en/messages'),
  hi: () => import('./locales/hi/messages'),
};
