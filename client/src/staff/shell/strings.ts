// Words of the console's frame: its name, navigation and the pages every role may meet.

export const shellTexts = {
  consoleName: 'Clinic desk',
  navLabel: 'Desk sections',
  signedInAs: (name: string) => `Signed in as ${name}`,
  today: 'Today',
  queue: 'Queue',
  book: 'Book',
  leave: 'Leave',
  week: 'Week',
  find: 'Find',
  myDay: 'My day',
  orders: 'Orders',
  prescriptions: 'Prescriptions',
  audit: 'Audit trail',
  loading: 'Loading the desk…',
  loadFailed: 'The desk could not be loaded.',
  retry: 'Try again',
  notForRole: 'This page is not part of your role.',
  notFound: 'There is no such desk page.',
} as const;
