// The ids (URL segments) of the conditions the clinic treats, apart from their texts: the router
// decides between a condition's page and "not found" with these alone, on every page's start.

export const conditionIds = [
  'piles',
  'fistula',
  'hydrocele',
  'sexual-problems',
  'joint-pain',
] as const;

export type ConditionId = (typeof conditionIds)[number];

export function isConditionId(id: string | undefined): id is ConditionId {
  return (conditionIds as readonly string[]).includes(id ?? '');
}
