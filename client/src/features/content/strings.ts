export const contentTexts = {
  home: {
    title: 'Safe, confidential care for piles, fistula, hydrocele, sexual wellness and joint pain',
    documentTitle: 'Home',
    intro: 'Talk to an experienced doctor in private, online or at the clinic, 7 days a week.',
    bookConsultation: 'Book Consultation',
    viewServices: 'View Our Services',
  },
  services: {
    title: 'Our Services',
    intro: 'See a doctor from home and get your medicines delivered.',
    learnMore: 'Learn More',
  },
  service: {
    intro: 'Full details of this service are coming soon. You can book a consultation now.',
    notFoundTitle: 'Service Not Found',
    notFoundIntro: 'We could not find that service.',
    back: '← Back to Services',
  },
  diseases: {
    title: 'Diseases We Treat',
    intro:
      'Safe, confidential and effective treatment for conditions many people find hard to talk about.',
    learnMore: 'Learn More',
  },
  condition: {
    intro:
      'Causes, symptoms and treatment options will be explained here. Our doctors can advise you in private.',
    bookConsultation: 'Book Consultation',
  },
  faq: {
    title: 'Frequently Asked Questions',
    intro: 'Answers to common questions about consultations, treatment, privacy and delivery.',
  },
  privacy: {
    title: 'Privacy Policy',
    intro: 'How we keep your health information private and what we use it for.',
  },
  terms: {
    title: 'Terms of Service',
    intro: 'The terms for using this website, booking consultations and buying products.',
  },
} as const;
