export const bookingTexts = {
  page: {
    title: 'Book Your Consultation',
    intro: 'Choose a doctor, a date and a time that suits you. Everything you share stays private.',
  },
} as const;
