import type { Catalogue } from '../../../lib/i18n/catalogue';

/**
 * The words around the conditions (the list's and each condition page's headings, buttons and
 * doctors, the five conditions' names and summaries), loaded with those pages in their language.
 * Each condition's own medical text is a catalogue of its own (condition-details/catalogues.ts).
 */
export const conditionsCatalogue: Catalogue = {
  name: 'content/conditions',
  en: () => import('./locales/en/messages'),
  hi: () => import('./locales/hi/messages'),
};
