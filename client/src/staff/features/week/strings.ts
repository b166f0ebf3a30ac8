// Words of the week view per doctor.

export const weekTexts = {
  title: 'Week',
  doctor: 'Doctor',
  weekOf: 'Week of',
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  thisWeek: 'This week',
  onLeave: 'On leave',
  noBookings: 'No bookings.',
  summary: (booked: number, free: number) => `${booked} booked · ${free} free`,
  loading: 'Loading the week…',
  failed: 'The week could not be loaded.',
} as const;
