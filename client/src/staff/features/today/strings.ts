// Words of the "Today" desk: every doctor's day.

export const todayTexts = {
  title: 'Today',
  titleFor: (date: string) => `Bookings on ${date}`,
  date: 'Day',
  previousDay: 'Previous day',
  nextDay: 'Next day',
  today: 'Today',
  loading: 'Loading the day…',
  failed: 'The day could not be loaded.',
  retry: 'Try again',
  noDoctors: 'No doctor works on this day.',
  noBookings: 'No bookings yet.',
  onLeave: 'On leave',
  counts: 'Day so far',
  booked: 'Booked',
  arrived: 'Arrived',
  completed: 'Completed',
  noShow: 'No-show',
  free: 'Free slots',
  updatedAt: (time: string) => `Updated ${time}; refreshes by itself`,
} as const;
