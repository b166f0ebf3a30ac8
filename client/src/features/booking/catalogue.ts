import { loadCatalogue, type Catalogue } from '../../lib/i18n/catalogue';
import { browserLocale } from '../../lib/i18n/locales';

/**
 * The booking and manage-appointment pages' words (they share the appointment's facts, ways of
 * consulting and statuses), loaded with either page's code in the page's language.
 */
export const bookingCatalogue: Catalogue = {
  name: 'booking',
  en: () => import('./locales/en/messages'),
  hi: () => import('./locales/hi/messages'),
};

/** The booking pages' words in the page's language, for their routes to load with the code. */
export function preloadBookingWords(): Promise<void> {
  return loadCatalogue(bookingCatalogue, browserLocale());
}
