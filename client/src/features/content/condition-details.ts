import { setupI18n } from '@lingui/core';
import { conditionIds, type ConditionId } from './condition-ids';
import { buildConditionDetails } from './condition-details/build';
import type { ConditionDetails } from './condition-details/types';
import { messages as chrome } from './condition-pages/locales/en/messages';
import { messages as fistula } from './condition-details/fistula/locales/en/messages';
import { messages as hydrocele } from './condition-details/hydrocele/locales/en/messages';
import { messages as jointPain } from './condition-details/joint-pain/locales/en/messages';
import { messages as piles } from './condition-details/piles/locales/en/messages';
import { messages as sexualProblems } from './condition-details/sexual-problems/locales/en/messages';

// Every condition's page content in English, read from the English catalogues, for pages still
// in English that show it (the site-wide FAQ). A condition's own page never imports this: it reads
// its own catalogue in its own language (condition-details/catalogues.ts).

const english = setupI18n({
  locale: 'en',
  messages: {
    en: { ...chrome, ...piles, ...fistula, ...hydrocele, ...sexualProblems, ...jointPain },
  },
});

/** Page content per condition id (see conditions.ts for the ids), in English. */
export const conditionDetails = Object.fromEntries(
  conditionIds.map((id) => [id, buildConditionDetails((message) => english._(message), id)]),
) as Record<ConditionId, ConditionDetails>;
