// The not-found page's texts, loaded with that page rather than with every page.

export const notFoundTexts = {
  title: 'Page not found',
  missing: 'We could not find the page',
  help: 'It may have moved, or the link may be mistyped. These pages can help:',
  home: 'Go to the home page',
  conditions: 'Diseases We Treat',
  booking: 'Book Appointment',
  clinicHeading: 'Visit us',
  specialities: 'We treat',
} as const;
