// Words of doctors' leave: whole days or a time range, and the bookings inside it.

export const leaveTexts = {
  title: "Doctors' leave",
  doctor: 'Doctor',
  fromDate: 'From',
  toDate: 'To (inclusive)',
  startTime: 'From time (optional)',
  endTime: 'To time (optional)',
  reason: 'Reason (optional)',
  add: 'Add leave',
  adding: 'Saving…',
  fromRequired: 'Please choose the first day.',
  toRequired: 'Please choose the last day.',
  toBeforeFrom: 'The last day cannot be before the first.',
  bothTimes: 'Give both times for part of a day, or neither for whole days.',
  upcoming: 'Leave from today on',
  none: 'No leave planned.',
  remove: 'Remove',
  wholeDays: (from: string, to: string) => (from === to ? from : `${from} to ${to}`),
  timeRange: (days: string, start: string, end: string) => `${days}, ${start} to ${end}`,
  added: 'Leave added: patients can no longer book those slots.',
  affected: (count: number) =>
    count === 1
      ? 'One booking falls inside it: move or cancel it (it has not been cancelled).'
      : `${count} bookings fall inside it: move or cancel them (none has been cancelled).`,
  noneAffected: 'No booking falls inside it.',
  failed: 'That could not be saved. Please try again.',
  loadFailed: 'Leave could not be loaded.',
} as const;
