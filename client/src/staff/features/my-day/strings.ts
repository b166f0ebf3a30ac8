// Words of a doctor's own day (read only, with what patients wrote).

export const myDayTexts = {
  title: 'My day',
  date: 'Day',
  previousDay: 'Previous day',
  nextDay: 'Next day',
  today: 'Today',
  none: 'No bookings on this day.',
  symptoms: 'What the patient wrote',
  noSymptoms: 'Nothing written.',
  loading: 'Loading your day…',
  failed: 'Your day could not be loaded.',
} as const;
