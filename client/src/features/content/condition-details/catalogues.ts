import type { Catalogue } from '../../../lib/i18n/catalogue';
import type { ConditionId } from '../condition-ids';

// Each condition's medical text (hero, causes, symptoms, treatments, FAQs) is a catalogue of its
// own, so a condition's page loads only its own words in its own language: the server sends them
// with the page (page-messages), a client navigation loads them beside the page's code.

export const conditionDetailsCatalogues: Record<ConditionId, Catalogue> = {
  piles: {
    name: 'content/conditions/piles',
    en: () => import('./piles/locales/en/messages'),
    hi: () => import('./piles/locales/hi/messages'),
  },
  fistula: {
    name: 'content/conditions/fistula',
    en: () => import('./fistula/locales/en/messages'),
    hi: () => import('./fistula/locales/hi/messages'),
  },
  hydrocele: {
    name: 'content/conditions/hydrocele',
    en: () => import('./hydrocele/locales/en/messages'),
    hi: () => import('./hydrocele/locales/hi/messages'),
  },
  'sexual-problems': {
    name: 'content/conditions/sexual-problems',
    en: () => import('./sexual-problems/locales/en/messages'),
    hi: () => import('./sexual-problems/locales/hi/messages'),
  },
  'joint-pain': {
    name: 'content/conditions/joint-pain',
    en: () => import('./joint-pain/locales/en/messages'),
    hi: () => import('./joint-pain/locales/hi/messages'),
  },
};
