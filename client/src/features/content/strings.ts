// Every visible text of the content pages in one place, but home's (home/strings.ts); condition
// and service texts live in conditions.ts, services.ts and condition-details/ (content by nature).

export const contentTexts = {
  services: {
    title: 'Our Services',
    intro: 'See a doctor from home and get your medicines delivered.',
    learnMore: 'Learn More',
    learnMoreAbout: (title: string) => `Learn more about ${title}`,
  },
  service: {
    notFoundTitle: 'Service Not Found',
    notFoundIntro: 'We could not find that service. Our services are listed on the services page.',
    back: '← Back to Services',
    highlights: 'At a glance',
  },
  diseases: {
    title: 'Diseases We Treat',
    intro:
      'Safe, confidential and effective treatment for conditions many people find hard to talk about.',
    learnMore: 'Learn More',
    learnMoreAbout: (name: string) => `Learn more about ${name}`,
  },
  condition: {
    bookConsultation: 'Book Consultation',
    callNow: (phone: string) => `Call now: ${phone}`,
    benefitsLabel: 'Why patients choose us',
    causes: 'Common causes',
    symptoms: 'Signs and symptoms',
    urgentTitle: 'When to see a doctor quickly',
    faq: 'Frequently asked questions',
    closingTitle: 'Talk to a doctor in private',
    closingText: 'Your first consultation is a conversation. Nothing is decided without you.',
    bookClosing: 'Book a Consultation',
    doctorsHeading: (condition: string) => `Doctors who treat ${condition}`,
    doctorsIntro: 'Each doctor’s consultation fee is shown before you book.',
    doctorsFailed: 'The doctors could not be loaded. Please call the clinic to book.',
    noDoctors: 'No doctor is taking bookings for this at the moment. Please call the clinic.',
    doctorFee: (fee: string) => `Consultation fee: ${fee}`,
    doctorExperience: (years: number) => `${years} years of experience`,
    doctorModes: (modes: string) => `Consults: ${modes}`,
    bookWith: (name: string) => `Book with ${name}`,
  },
  faq: {
    title: 'Frequently Asked Questions',
    intro: 'Answers to common questions about our treatments, consultations, privacy and delivery.',
    readMore: (name: string) => `Read about ${name}`,
  },
  privacy: {
    title: 'Privacy Policy',
    intro: 'How we keep your health information private and what we use it for.',
    askUs: 'Questions, or a request to see, correct or delete your data:',
  },
  terms: {
    title: 'Terms of Service',
    intro: 'The terms for using this website, booking consultations and buying products.',
    privacyLink: 'Read our Privacy Policy',
  },
} as const;
