import { recovery } from '../claims';
import type { ConditionDetails } from './types';

export const hydrocele: ConditionDetails = {
  heroText:
    'A hydrocele is usually harmless, but any new swelling of the scrotum should be checked by a doctor. The check is quick, private and painless.',
  understanding: {
    heading: 'Understanding hydrocele',
    paragraphs: [
      'A hydrocele is fluid collecting in the thin sac around a testicle, so one side of the scrotum looks bigger. It is common in newborn boys and in men over 40, and usually does not hurt.',
      'The doctor confirms it with a simple examination and an ultrasound, which also makes sure the testicle itself is healthy. Many small hydroceles only need watching.',
    ],
  },
  benefits: [
    {
      title: 'A quick, private check',
      text: 'An examination and an ultrasound tell you what the swelling is, usually in one visit.',
    },
    {
      title: 'Watchful waiting when safe',
      text: 'Small, painless hydroceles are often left alone and checked again, with no treatment at all.',
    },
    {
      title: 'Short day-care operation',
      text: 'When it is large or uncomfortable, a short operation removes the fluid sac, usually the same day.',
    },
  ],
  causes: [
    'In babies: an opening from the belly that has not closed yet',
    'In adults: the sac making more fluid than it absorbs, often with no clear reason',
    'Injury to the scrotum',
    'Infection or inflammation of the testicle or epididymis',
    'Filariasis in some parts of India',
    'Rarely, a problem with the testicle that needs further tests',
  ],
  symptoms: [
    'A smooth, painless swelling on one or both sides of the scrotum',
    'A feeling of heaviness or dragging',
    'Swelling that grows slowly, or is smaller in the morning',
    'Discomfort when walking, sitting or during sex when it is large',
  ],
  urgent:
    'Sudden, severe pain or swelling in the scrotum is an emergency: call us or go to the nearest hospital at once.',
  treatmentsHeading: 'Treatment options',
  treatments: [
    {
      title: 'Non-surgical care',
      text: 'Many hydroceles need no treatment, only a check from time to time.',
      points: [
        'Watchful waiting for small, painless hydroceles',
        'Supportive underwear for comfort',
        'Treating any infection or inflammation behind the swelling',
        'In babies, most close by themselves within the first one to two years',
      ],
    },
    {
      title: 'Surgical treatment',
      text: 'A hydrocelectomy removes or folds the sac so fluid cannot collect again. Draining with a needle alone is rarely advised because the fluid tends to return.',
      points: [
        'A short operation through a small cut, under anaesthesia',
        'Usually day care: home the same day',
        'Pain relief, scrotal support and a check-up visit afterwards',
      ],
      recovery: `Typical recovery: back to most activities in ${recovery.hydroceleReturnToWork}, ${recovery.hydroceleFull} for full recovery.`,
    },
  ],
  faqs: [
    {
      question: 'Is a hydrocele dangerous?',
      answer:
        'Usually not. It is a collection of fluid, not a growth. An ultrasound is still done to make sure the testicle is healthy and nothing else is causing the swelling.',
    },
    {
      question: 'Will a hydrocele affect fertility or sex life?',
      answer:
        'A hydrocele by itself does not usually affect fertility or sexual function. A very large one can make sex uncomfortable, which treatment relieves.',
    },
    {
      question: 'Can it be treated without an operation?',
      answer:
        'Small, painless hydroceles are often just watched. Once a hydrocele is large or troublesome, an operation is the reliable treatment; needle drainage alone usually lets the fluid come back.',
    },
    {
      question: 'When can I go back to work after the operation?',
      answer:
        'Most men return to desk work in about a week. Heavy lifting and strenuous exercise wait until the doctor says so, usually two to three weeks.',
    },
  ],
};
