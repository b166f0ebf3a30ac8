import { recovery } from '../claims';
import type { ConditionDetails } from './types';

export const fistula: ConditionDetails = {
  heroText:
    'An anal fistula rarely heals by itself, but modern treatment is gentler than most people fear. The sooner it is seen, the simpler it usually is.',
  understanding: {
    heading: 'Understanding fistula',
    paragraphs: [
      'An anal fistula (bhagandar) is a thin tunnel between the inside of the back passage and the skin near the anus. It usually starts as an abscess, a pocket of pus from a blocked gland, that bursts or is drained and leaves a track behind.',
      'Because the tunnel keeps getting re-infected, creams and antibiotics alone seldom close it. The aim of treatment is to heal the track while protecting the muscle that controls the bowel.',
    ],
  },
  benefits: [
    {
      title: 'Careful assessment',
      text: 'The doctor maps the track, with a scan when needed, before suggesting any treatment.',
    },
    {
      title: 'Muscle-sparing methods',
      text: 'Laser and other sphincter-saving methods protect bowel control wherever possible.',
    },
    {
      title: 'Simple aftercare',
      text: 'Clear instructions on dressings, diet and sitz baths, and a free follow-up within 7 days.',
    },
  ],
  causes: [
    'An anal abscess that burst or was drained',
    'Blocked glands inside the anus becoming infected',
    'Crohn’s disease and other bowel inflammation',
    'Tuberculosis, which is still seen in India',
    'Earlier surgery or injury near the anus',
    'Diabetes, which makes infections more likely',
  ],
  symptoms: [
    'An opening near the anus that leaks pus, blood or fluid',
    'Pain and swelling that build up, then ease when the discharge comes out',
    'Skin irritation and itching around the anus',
    'Staining of underwear',
    'Fever and feeling unwell when an abscess forms',
    'Pain when sitting, walking or passing stool',
  ],
  urgent:
    'A painful, hot swelling near the anus with fever may be an abscess. It needs to be seen the same day.',
  treatmentsHeading: 'Treatment options',
  treatments: [
    {
      title: 'Non-surgical care',
      text: 'Medicines ease pain and infection while the fistula is assessed; they rarely close it on their own.',
      points: [
        'Antibiotics and pain relief when there is infection',
        'Warm sitz baths and keeping the area clean and dry',
        'Treatment of the cause, such as Crohn’s disease or tuberculosis',
        'A seton (a soft thread) in some complex fistulas to let the track drain and settle',
      ],
    },
    {
      title: 'Laser or surgical treatment',
      text: 'A procedure is usually needed to heal the track. The doctor chooses the method that best protects bowel control.',
      points: [
        'Laser closure of the track (FiLaC), usually as day care',
        'Fistulotomy for simple, low fistulas',
        'LIFT and other sphincter-saving operations for deeper tracks',
      ],
      recovery: `Typical recovery: ${recovery.fistula}, depending on the track and the method.`,
    },
  ],
  faqs: [
    {
      question: 'Will a fistula heal with medicines alone?',
      answer:
        'Rarely. Antibiotics settle the infection, but the tunnel usually stays and the symptoms return. A procedure is normally needed for lasting healing.',
    },
    {
      question: 'Will the operation affect my bowel control?',
      answer:
        'Protecting the muscle that controls the bowel is the first concern. The doctor maps the track and chooses a muscle-sparing method for deeper fistulas. The risk is explained to you before any decision.',
    },
    {
      question: 'How long will I be off work?',
      answer:
        'Most people return to light work in one to two weeks. Deeper or complex fistulas can take longer to heal fully.',
    },
    {
      question: 'Can a fistula come back?',
      answer:
        'Sometimes, especially with complex tracks or conditions like Crohn’s disease. Following the aftercare and coming for check-ups helps catch any problem early.',
    },
  ],
};
