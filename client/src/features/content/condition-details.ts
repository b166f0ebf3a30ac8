import type { ConditionDetails } from './condition-details/types';
import { fistula } from './condition-details/fistula';
import { hydrocele } from './condition-details/hydrocele';
import { jointPain } from './condition-details/joint-pain';
import { piles } from './condition-details/piles';
import { sexualProblems } from './condition-details/sexual-problems';

/** Page content per condition id (see conditions.ts for the ids). */
export const conditionDetails: Record<string, ConditionDetails> = {
  piles,
  fistula,
  hydrocele,
  'sexual-problems': sexualProblems,
  'joint-pain': jointPain,
};
