import type { ConditionId } from '../condition-ids';
import { detailsShapes } from './shapes';
import type { ConditionDetails, TreatmentOption } from './types';

/** Reads a message by id in the page's language (Lingui's `_`). */
export type Read = (id: string) => string;

const numbered = <T>(n: number, make: (i: number) => T): T[] =>
  Array.from({ length: n }, (_, i) => make(i + 1));

/**
 * A condition's page content from its catalogue (condition-details/<id>/locales), in whatever
 * language `read` reads; the arrays are built from the ids its shape lists.
 */
export function buildConditionDetails(read: Read, id: ConditionId): ConditionDetails {
  const shape = detailsShapes[id];
  const treatment = (index: 1 | 2): TreatmentOption => {
    const t = `${id}.treatment.${index}`;
    const { points, recovery } = shape.treatments[index - 1];
    return {
      title: read(`${t}.title`),
      text: read(`${t}.text`),
      points: numbered(points, (i) => read(`${t}.point.${i}`)),
      recovery: recovery ? read(`${t}.recovery`) : undefined,
    };
  };
  const benefit = (i: number) => ({
    title: read(`${id}.benefit.${i}.title`),
    text: read(`${id}.benefit.${i}.text`),
  });
  return {
    heroText: read(`${id}.hero`),
    understanding: {
      heading: read(`${id}.understanding.heading`),
      paragraphs: numbered(shape.paragraphs, (i) => read(`${id}.understanding.${i}`)),
    },
    benefits: [benefit(1), benefit(2), benefit(3)],
    causes: numbered(shape.causes, (i) => read(`${id}.causes.${i}`)),
    symptoms: numbered(shape.symptoms, (i) => read(`${id}.symptoms.${i}`)),
    urgent: read(`${id}.urgent`),
    treatmentsHeading: read('condition.treatments'),
    treatments: [treatment(1), treatment(2)],
    faqs: numbered(shape.faqs, (i) => ({
      question: read(`${id}.faq.${i}.question`),
      answer: read(`${id}.faq.${i}.answer`),
    })),
  };
}
