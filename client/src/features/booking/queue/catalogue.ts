import { loadCatalogue, type Catalogue } from '../../../lib/i18n/catalogue';
import { browserLocale } from '../../../lib/i18n/locales';

/**
 * The live queue page's few words, a catalogue of their own: the page is its own chunk, opened on
 * a phone outside the doctor's room and re-rendered by the server often (never cached), so it
 * carries a dozen messages, not the booking form's hundred and fifty.
 */
export const queueCatalogue: Catalogue = {
  name: 'booking/queue',
  en: () => import('./locales/en/messages'),
  hi: () => import('./locales/hi/messages'),
};

/** The queue page's words in the page's language, for its route to load with the code. */
export function preloadQueueWords(): Promise<void> {
  return loadCatalogue(queueCatalogue, browserLocale());
}
