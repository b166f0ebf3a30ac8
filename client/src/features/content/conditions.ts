// The five conditions the clinic treats (ids are the URL segments). Their pages read names and
// summaries in the page's language from the conditions catalogue (condition-pages/locales:
// `conditions.<id>.name`, ...); the English here is for what is not in Hindi yet (the footer, the
// not-found page, the site-wide FAQ) and is held equal to that catalogue by a test. The server's
// search mirrors titles and summaries in server/src/search/static-pages.ts.

import type { ConditionId } from './condition-ids';

export interface Condition {
  id: ConditionId;
  name: string;
  shortName: string;
  /** Two lines on the diseases grid. */
  shortDesc: string;
  image: string;
}

export const conditions: readonly Condition[] = [
  {
    id: 'piles',
    name: 'Piles (Hemorrhoids)',
    shortName: 'Piles',
    shortDesc:
      'Swollen veins in and around the back passage that can bleed, itch or hurt. Most settle with diet and medicines.',
    image: '/images/conditions/piles.svg',
  },
  {
    id: 'fistula',
    name: 'Fistula',
    shortName: 'Fistula',
    shortDesc:
      'A small tunnel from the back passage to the skin near it, often after an abscess, that leaks pus or blood.',
    image: '/images/conditions/fistula.svg',
  },
  {
    id: 'hydrocele',
    name: 'Hydrocele',
    shortName: 'Hydrocele',
    shortDesc:
      'A painless build-up of fluid around a testicle that makes the scrotum swell. Easy to check, simple to treat.',
    image: '/images/conditions/hydrocele.svg',
  },
  {
    id: 'sexual-problems',
    name: 'Sexual Wellness',
    shortName: 'Sexual Wellness',
    shortDesc:
      'Private, judgement-free help for erection problems, early ejaculation and low desire, which are common.',
    image: '/images/conditions/sexual-problems.svg',
  },
  {
    id: 'joint-pain',
    name: 'Joint Pain',
    shortName: 'Joint Pain',
    shortDesc:
      'Knee, back and shoulder pain from wear, injury or arthritis, eased with exercise, medicines and care.',
    image: '/images/conditions/joint-pain.svg',
  },
];

export function findCondition(id: string | undefined): Condition | undefined {
  return conditions.find((condition) => condition.id === id);
}
