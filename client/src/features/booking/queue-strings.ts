/** The public queue page (/queue/<doctor>): token numbers only, never names. */
export const queueTexts = {
  title: (doctorName: string) => `Queue – ${doctorName}`,
  loadingTitle: 'Queue',
  intro: 'Your token number is on the slip from reception. This page updates by itself.',
  nowSeeing: 'Now seeing',
  next: 'Next',
  none: '–',
  notStarted: 'The doctor has not started seeing patients yet today.',
  empty: 'Nobody is waiting right now.',
  notFoundTitle: 'Doctor not found',
  notFound: 'We could not find this doctor. Please ask at reception.',
  failed: 'Could not load the queue. It will try again in a moment.',
  updated: (time: string) => `Updated ${time}`,
} as const;
