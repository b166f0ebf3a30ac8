// The five conditions the clinic treats (static content; ids are the URL segments).

export interface Condition {
  id: string;
  name: string;
  shortName: string;
}

export const conditions: readonly Condition[] = [
  { id: 'piles', name: 'Piles (Hemorrhoids)', shortName: 'Piles' },
  { id: 'fistula', name: 'Fistula', shortName: 'Fistula' },
  { id: 'hydrocele', name: 'Hydrocele', shortName: 'Hydrocele' },
  { id: 'sexual-problems', name: 'Sexual Wellness', shortName: 'Sexual Wellness' },
  { id: 'joint-pain', name: 'Joint Pain', shortName: 'Joint Pain' },
];

export function findCondition(id: string | undefined): Condition | undefined {
  return conditions.find((condition) => condition.id === id);
}
