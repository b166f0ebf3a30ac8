import type { ConditionDetails } from './types';

export const jointPain: ConditionDetails = {
  heroText:
    'Joint pain does not have to be something you simply live with. The right exercise and treatment can ease pain and keep you moving.',
  understanding: {
    heading: 'Understanding joint pain',
    paragraphs: [
      'Joint pain can come from wear of the cartilage (osteoarthritis), inflammation (such as rheumatoid arthritis or gout), injury, or strain of the muscles and tendons around a joint. Knees, lower back, neck and shoulders are affected most often.',
      'The doctor examines the joint and may ask for an X-ray or blood tests to find the cause. Treatment then aims to reduce pain, protect the joint and help you stay active.',
    ],
  },
  benefits: [
    {
      title: 'Find the cause first',
      text: 'Examination and simple tests tell wear apart from inflammation or injury, which need different care.',
    },
    {
      title: 'Movement as medicine',
      text: 'A home exercise plan you can actually follow, shown step by step.',
    },
    {
      title: 'Surgery only when needed',
      text: 'Most people improve without an operation; surgery is discussed only when other care has not helped.',
    },
  ],
  causes: [
    'Wear of the joint with age (osteoarthritis)',
    'Rheumatoid arthritis and other inflammatory conditions',
    'Gout (uric acid crystals in the joint)',
    'Injuries, sprains and overuse at work or in sport',
    'Being overweight, which loads the knees and back',
    'Low vitamin D and calcium',
  ],
  symptoms: [
    'Pain on moving or bearing weight',
    'Stiffness in the morning or after sitting',
    'Swelling, warmth or redness of a joint',
    'A grinding or clicking feeling',
    'Less movement, or difficulty climbing stairs or squatting',
  ],
  urgent:
    'A hot, red, very painful joint with fever, or a joint that cannot bear weight after an injury, needs to be seen the same day.',
  treatmentsHeading: 'Treatment options',
  treatments: [
    {
      title: 'Non-surgical treatment',
      text: 'Most joint pain improves with a mix of exercise, weight care and medicines.',
      points: [
        'Exercises and physiotherapy to strengthen the muscles around the joint',
        'Pain-relief medicines and gels, used as the doctor advises',
        'Weight management, supports and braces',
        'Injections into the joint for some patients',
      ],
    },
    {
      title: 'Surgical treatment',
      text: 'When pain stays severe despite good non-surgical care, an operation may be discussed with a specialist.',
      points: [
        'Arthroscopy (keyhole surgery) for some injuries',
        'Joint replacement for advanced arthritis of the knee or hip',
        'Rehabilitation with a physiotherapist afterwards',
      ],
    },
  ],
  faqs: [
    {
      question: 'Should I rest or exercise a painful joint?',
      answer:
        'Short rest helps after a fresh injury, but long rest makes most joint pain worse. Gentle, regular exercise shown by a doctor or physiotherapist is one of the best treatments.',
    },
    {
      question: 'Are pain-relief tablets safe to take every day?',
      answer:
        'Not without advice. Long use can harm the stomach, kidneys or heart. The doctor will choose the safest medicine and dose for you.',
    },
    {
      question: 'Do I need an X-ray or MRI?',
      answer:
        'Not always. Many causes are clear from the examination. Tests are asked for when they will change the treatment.',
    },
    {
      question: 'Does the weather really make joints ache?',
      answer:
        'Many people feel more stiffness in cold or damp weather. Keeping warm and staying active usually helps.',
    },
  ],
};
