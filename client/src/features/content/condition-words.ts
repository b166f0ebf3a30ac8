import { useMemo } from 'react';
import { loadCatalogue, useCatalogue } from '../../lib/i18n/catalogue';
import { browserLocale } from '../../lib/i18n/locales';
import type { ConditionId } from './condition-ids';
import { buildConditionDetails } from './condition-details/build';
import { conditionDetailsCatalogues } from './condition-details/catalogues';
import { conditionsCatalogue } from './condition-pages/catalogue';

/** The conditions' names and the pages' words, for the list's route to load with its code. */
export function preloadConditionsWords(): Promise<void> {
  return loadCatalogue(conditionsCatalogue, browserLocale());
}

/** A condition page's words and its own medical text, for its route to load with its code. */
export function preloadConditionWords(id: ConditionId): Promise<void> {
  const locale = browserLocale();
  return Promise.all([
    loadCatalogue(conditionsCatalogue, locale),
    loadCatalogue(conditionDetailsCatalogues[id], locale),
  ]).then(() => undefined);
}

/** The pages' words (`_`) and the page's language. */
export function useConditionsWords() {
  return useCatalogue(conditionsCatalogue);
}

/** A condition page's content in the page's language, and `_` for the words around it. */
export function useConditionDetails(id: ConditionId) {
  const lingui = useCatalogue(conditionsCatalogue, conditionDetailsCatalogues[id]);
  const { _ } = lingui;
  const details = useMemo(() => buildConditionDetails((message) => _(message), id), [_, id]);
  return { ...lingui, details };
}
