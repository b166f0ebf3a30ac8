// The home page's texts, apart from the other content pages' so the home page loads only its own.

export const homeTexts = {
  title: 'Safe, confidential care for piles, fistula, hydrocele, sexual wellness and joint pain',
  documentTitle: 'Home',
  intro: 'Talk to an experienced doctor in private, online or at the clinic, 7 days a week.',
  bookConsultation: 'Book Consultation',
  viewServices: 'View Our Services',
  statsLabel: 'Our clinic in numbers',
  specialtiesTitle: 'What we treat',
  specialtiesIntro: 'Choose a condition to read about its causes, symptoms and treatment.',
  learnMoreAbout: (name: string) => `Learn more about ${name}`,
  testimonialsTitle: 'What our patients say',
  testimonialsSummary: (rating: string, patients: string, success: string) =>
    `${rating} average rating · ${patients} happy patients · ${success} success rate`,
  ratingLabel: (rating: number) => `Rated ${rating} out of 5`,
  giveFeedback: 'Give Feedback',
  ctaTitle: 'Talk to a doctor today',
  ctaText: 'Call us, chat on WhatsApp or book online. Your details stay private.',
  call: (phone: string) => `Call ${phone}`,
  whatsapp: 'Chat on WhatsApp',
  whatsappGreeting: 'Hello, I would like to talk to a doctor.',
  bookOnline: 'Book Online',
} as const;
