import type { ConditionId } from '../condition-ids';

/** How many of each part a condition's page has; its words are messages `<id>.causes.1`, ... */
export interface DetailsShape {
  paragraphs: number;
  causes: number;
  symptoms: number;
  /** Points per treatment, and whether it states a typical recovery (claims.ts). */
  treatments: readonly [TreatmentShape, TreatmentShape];
  faqs: number;
}

interface TreatmentShape {
  points: number;
  recovery?: true;
}

export const detailsShapes: Record<ConditionId, DetailsShape> = {
  piles: {
    paragraphs: 2,
    causes: 6,
    symptoms: 6,
    treatments: [{ points: 4 }, { points: 3, recovery: true }],
    faqs: 5,
  },
  fistula: {
    paragraphs: 2,
    causes: 6,
    symptoms: 6,
    treatments: [{ points: 4 }, { points: 3, recovery: true }],
    faqs: 4,
  },
  hydrocele: {
    paragraphs: 2,
    causes: 6,
    symptoms: 4,
    treatments: [{ points: 4 }, { points: 3, recovery: true }],
    faqs: 4,
  },
  'sexual-problems': {
    paragraphs: 2,
    causes: 6,
    symptoms: 5,
    treatments: [{ points: 4 }, { points: 4 }],
    faqs: 4,
  },
  'joint-pain': {
    paragraphs: 2,
    causes: 6,
    symptoms: 5,
    treatments: [{ points: 4 }, { points: 3 }],
    faqs: 4,
  },
};

/** Every message id a condition's page reads from its catalogue, in page order. */
export function detailsMessageIds(id: ConditionId): string[] {
  const shape = detailsShapes[id];
  const count = (n: number, make: (i: number) => string[]) =>
    Array.from({ length: n }, (_, i) => make(i + 1)).flat();
  return [
    `${id}.hero`,
    `${id}.understanding.heading`,
    ...count(shape.paragraphs, (i) => [`${id}.understanding.${i}`]),
    ...count(3, (i) => [`${id}.benefit.${i}.title`, `${id}.benefit.${i}.text`]),
    ...count(shape.causes, (i) => [`${id}.causes.${i}`]),
    ...count(shape.symptoms, (i) => [`${id}.symptoms.${i}`]),
    `${id}.urgent`,
    ...shape.treatments.flatMap((treatment, index) => {
      const t = `${id}.treatment.${index + 1}`;
      return [
        `${t}.title`,
        `${t}.text`,
        ...count(treatment.points, (i) => [`${t}.point.${i}`]),
        ...(treatment.recovery ? [`${t}.recovery`] : []),
      ];
    }),
    ...count(shape.faqs, (i) => [`${id}.faq.${i}.question`, `${id}.faq.${i}.answer`]),
  ];
}
