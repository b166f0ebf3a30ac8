// Words of finding a booking by reference, phone or name.

export const findTexts = {
  title: 'Find a booking',
  search: 'Reference, 10-digit phone or name',
  searchRequired: 'Please type a reference, a phone number or a name.',
  find: 'Find',
  finding: 'Finding…',
  none: 'No booking matches.',
  results: (count: number) => (count === 1 ? 'One booking' : `${count} bookings, newest first`),
  failed: 'The search failed. Please try again.',
} as const;
