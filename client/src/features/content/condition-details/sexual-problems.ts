import type { ConditionDetails } from './types';

export const sexualProblems: ConditionDetails = {
  heroText:
    'Problems with erections, ejaculation or desire are common at every age and usually treatable. You can talk to our doctors in complete confidence.',
  understanding: {
    heading: 'Understanding sexual wellness',
    paragraphs: [
      'Sexual health depends on the body, the mind and the relationship together. Stress, tiredness, diabetes, blood pressure, some medicines, smoking and alcohol can all play a part, and often more than one at once.',
      'A doctor looks for the cause before treating. Some problems are an early sign of heart disease or diabetes, so an honest conversation can protect more than your sex life.',
    ],
  },
  benefits: [
    {
      title: 'Complete confidentiality',
      text: 'Your consultation and records stay private. Online consultations are available if you prefer.',
    },
    {
      title: 'A doctor, not a quick fix',
      text: 'We look for the real cause, with tests when needed, instead of selling untested remedies.',
    },
    {
      title: 'Care for you as a couple',
      text: 'Partners are welcome, and counselling is part of the care when it helps.',
    },
  ],
  causes: [
    'Stress, anxiety, depression or relationship difficulties',
    'Diabetes, high blood pressure and high cholesterol',
    'Smoking, alcohol and tobacco chewing',
    'Low testosterone or thyroid problems',
    'Side effects of some medicines',
    'Poor sleep, tiredness and lack of exercise',
  ],
  symptoms: [
    'Difficulty getting or keeping an erection',
    'Ejaculating sooner than you or your partner would like',
    'Low interest in sex',
    'Pain or discomfort during sex',
    'Worry about sexual performance that affects daily life',
  ],
  urgent:
    'An erection that lasts more than 4 hours, or sudden pain with bending of the penis, needs emergency care at once.',
  treatmentsHeading: 'Treatment options',
  treatments: [
    {
      title: 'Medical treatment',
      text: 'Once the cause is known, prescription medicines help many men. They are safe only when a doctor has checked your health and your other medicines.',
      points: [
        'Tested, prescription medicines for erection problems and early ejaculation',
        'Treatment of diabetes, blood pressure or hormone problems behind the symptoms',
        'A review of medicines that may be causing side effects',
        'Blood tests where needed',
      ],
    },
    {
      title: 'Lifestyle and counselling',
      text: 'Everyday habits and the mind matter as much as medicines, and improve results on their own.',
      points: [
        'Regular exercise, a healthy weight and good sleep',
        'Stopping smoking and tobacco, and cutting down alcohol',
        'Counselling for stress, anxiety or relationship concerns, alone or as a couple',
        'Simple techniques for better control, taught in private',
      ],
    },
  ],
  faqs: [
    {
      question: 'Is it normal to have these problems?',
      answer:
        'Yes. Many men have erection or ejaculation problems at some point, at any age. They are medical concerns like any other, and most can be treated.',
    },
    {
      question: 'Will anyone know I consulted you?',
      answer:
        'No. Your consultation stays between you and the doctor. Our messages to you and the notes you see on this website never mention your problem, and medicines come in plain packaging.',
    },
    {
      question: 'Are medicines sold online safe?',
      answer:
        'Not always. Unprescribed pills can be fake or can react dangerously with heart and blood pressure medicines. Take medicines only after a doctor has checked you.',
    },
    {
      question: 'Can I consult online instead of visiting?',
      answer:
        'Yes. Online consultations are available 7 days a week. The doctor will tell you if an examination or tests are needed.',
    },
  ],
};
