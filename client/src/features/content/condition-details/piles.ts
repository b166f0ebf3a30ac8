import { recovery } from '../claims';
import type { ConditionDetails } from './types';

export const piles: ConditionDetails = {
  heroText:
    'Piles are very common, especially after 30, in pregnancy and with long-standing constipation. They are nothing to be ashamed of, and most can be treated without an operation.',
  understanding: {
    heading: 'Understanding piles',
    paragraphs: [
      'Everyone has cushions of blood vessels inside the back passage (anus). When they swell and stretch, usually from straining on the toilet, they are called piles or haemorrhoids (bawaseer). Internal piles are inside and often painless; external piles are under the skin at the opening and can be sore.',
      'Doctors grade internal piles from 1 (bleeding only) to 4 (staying outside). The grade, your symptoms and your general health decide which treatment suits you.',
    ],
  },
  benefits: [
    {
      title: 'Private consultation',
      text: 'Talk to a doctor in a closed room or online. An examination is done only with your consent.',
    },
    {
      title: 'Start with the gentlest option',
      text: 'Most early piles improve with fibre, water, toilet habits and medicines, with no procedure.',
    },
    {
      title: 'Day-care laser when needed',
      text: 'For piles that keep coming back, laser treatment usually means going home the same day.',
    },
  ],
  causes: [
    'Long-standing constipation and straining on the toilet',
    'A low-fibre diet and too little water',
    'Sitting for long hours, on the toilet or at work',
    'Pregnancy and the months after childbirth',
    'Heavy lifting, being overweight, and getting older',
    'Chronic diarrhoea',
  ],
  symptoms: [
    'Bright red blood on the toilet paper or in the pan after passing stool',
    'Itching or irritation around the anus',
    'A soft lump at the anus that may go back in by itself or need pushing back',
    'Discomfort or pain when sitting or passing stool',
    'A feeling that the bowel has not fully emptied',
    'Mucus on underwear or toilet paper',
  ],
  urgent:
    'Bleeding is not always from piles. See a doctor soon if you bleed for the first time, especially after 40, if the blood is dark or mixed with stool, or if you lose weight or feel weak. Heavy bleeding, or a very painful hard lump, needs care the same day.',
  treatmentsHeading: 'Treatment options',
  treatments: [
    {
      title: 'Non-surgical treatment',
      text: 'For most grade 1 and 2 piles, simple changes and medicines are enough to ease bleeding and swelling.',
      points: [
        'A high-fibre diet, 8-10 glasses of water a day and a fibre supplement if needed',
        'Stool softeners, and creams or tablets to soothe pain and itching',
        'Warm sitz baths for 10-15 minutes, two or three times a day',
        'Rubber band ligation in the clinic for some internal piles',
      ],
    },
    {
      title: 'Laser or surgical treatment',
      text: 'For piles that bleed often, stay outside or keep returning, a short procedure may be advised after the doctor explains the choices.',
      points: [
        'Laser haemorrhoidoplasty: shrinks the piles from inside, with no cuts and usually the same-day discharge',
        'Stapler or traditional haemorrhoidectomy for large grade 3 and 4 piles',
        'Done under anaesthesia, with pain relief and clear written aftercare',
      ],
      recovery: `Typical recovery: ${recovery.pilesLaser} after laser treatment, ${recovery.pilesTraditional} after traditional surgery.`,
    },
  ],
  faqs: [
    {
      question: 'Do piles always need an operation?',
      answer:
        'No. Most early piles get better with diet, water, better toilet habits and medicines. A procedure is suggested only when these do not help, or when the piles are large, bleed often or stay outside.',
    },
    {
      question: 'Is laser treatment painful?',
      answer:
        'It is done under anaesthesia, so you do not feel it during the procedure. Afterwards most people have mild soreness for a few days, eased with tablets and sitz baths. Many return to desk work within a week.',
    },
    {
      question: 'Can piles come back after treatment?',
      answer:
        'They can, if constipation and straining continue. Eating enough fibre, drinking water, not sitting on the toilet for long and staying active lower the chance a great deal.',
    },
    {
      question: 'Is bleeding from the back passage always piles?',
      answer:
        'No. Fissures, polyps, infections and, rarely, cancer can also bleed. That is why the doctor examines you before deciding on treatment, especially if you are over 40 or the bleeding is new.',
    },
    {
      question: 'Will the examination be private?',
      answer:
        'Yes. It is done in a closed room, only with your consent, and you can ask for a chaperone or a doctor of your own gender where available.',
    },
  ],
};
