import { loadCatalogue, type Catalogue } from '../../lib/i18n/catalogue';
import { browserLocale } from '../../lib/i18n/locales';

/** Buying in the shop (products, cart, checkout, thank-you page), in the page's language. */
export const shopCatalogue: Catalogue = {
  name: 'shop',
  en: () => import('./locales/en/messages'),
  hi: () => import('./locales/hi/messages'),
};

/** The shop's words in the page's language, for a route to load with its code. */
export function preloadShopWords(): Promise<void> {
  return loadCatalogue(shopCatalogue, browserLocale());
}
