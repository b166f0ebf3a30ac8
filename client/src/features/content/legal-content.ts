// Privacy policy (written for India's Digital Personal Data Protection Act, 2023) and terms.

export interface LegalSection {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
}

export const privacySections: readonly LegalSection[] = [
  {
    heading: 'Who we are',
    paragraphs: [
      'This website belongs to our clinic, which decides why and how your personal data is used (the "Data Fiduciary" under the Digital Personal Data Protection Act, 2023). We collect only what we need to care for you, and we never sell it.',
    ],
  },
  {
    heading: 'What we store and why',
    items: [
      'When you book a consultation: your name, phone number, e-mail (if you give one), the date and doctor, and the notes you write. We use them to arrange and prepare your consultation and to contact you about it.',
      'When you order products: your name, phone number, e-mail, delivery address and what you ordered, to deliver the order, answer questions about it and keep the accounts the law requires.',
      'When you write to us or leave feedback: what you type, so we can reply and improve our care. Feedback is published only with your permission and without your full name.',
      'When you sign up for the newsletter: your e-mail address, only to send you health articles.',
      'Technical data: your device’s address, kept briefly in memory to stop abuse (for example, too many order look-ups). We use no advertising or tracking cookies.',
    ],
  },
  {
    heading: 'How long we keep it',
    items: [
      'Consultation and appointment records: 3 years from the last visit, as medical records, unless a longer period is required by law.',
      'Orders: 8 years, because tax laws require us to keep invoices.',
      'Contact messages: 1 year. Feedback: 2 years. Newsletter: until you unsubscribe.',
      'After these periods the data is deleted or made anonymous.',
    ],
  },
  {
    heading: 'Who sees it',
    paragraphs: [
      'Only our doctors and staff who need it for your care, and the delivery partner who needs your name, phone and address to deliver an order. Parcels carry no product or condition names outside. We share data with authorities only when the law requires it.',
    ],
  },
  {
    heading: 'Your rights',
    items: [
      'Ask what personal data we hold about you and how it is used.',
      'Ask us to correct it, complete it, or erase it when we no longer need it by law.',
      'Withdraw your consent at any time; this does not affect what was done before.',
      'Name someone to exercise these rights for you if you cannot.',
      'Complain to us first; if we do not resolve it, you may approach the Data Protection Board of India.',
    ],
  },
  {
    heading: 'How to ask',
    paragraphs: [
      'Write to us at the e-mail address below or call the clinic. We confirm your identity with the phone number you used, then answer within 30 days.',
    ],
  },
];

export const termsSections: readonly LegalSection[] = [
  {
    heading: 'Using this website',
    paragraphs: [
      'The information on this website is general health information, reviewed by our doctors. It does not replace a consultation, and it is not a promise of any particular result. In an emergency, call our emergency line or go to the nearest hospital.',
    ],
  },
  {
    heading: 'Consultations and appointments',
    items: [
      'A booking reserves a time with a doctor; the doctor decides on treatment only after talking with you.',
      'Please give correct contact details so we can confirm or change your appointment.',
      'If you cannot come, tell us as early as you can so another patient can use the time.',
      'A follow-up consultation within 7 days of a paid consultation is free.',
    ],
  },
  {
    heading: 'Products and orders',
    items: [
      'Prices are in rupees and include applicable taxes. The price charged is the one shown when you place the order.',
      'Prescription medicines are supplied only against a valid prescription.',
      'Same-day delivery is available in select areas; elsewhere we tell you the expected date.',
      'Unopened, undamaged products can be returned within 7 days of delivery; medicines cannot be returned once opened, for safety.',
    ],
  },
  {
    heading: 'Privacy',
    paragraphs: ['How we use your personal data is explained in our Privacy Policy.'],
  },
  {
    heading: 'Governing law',
    paragraphs: [
      'These terms are governed by the laws of India. We may update them; the date below shows the latest version.',
    ],
  },
];

export const legalUpdated = 'Last updated: 22 November 2026';
