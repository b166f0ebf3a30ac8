// Every address of the staff console, in one place (the server sends /staff/* to staff.html).

export const staffPaths = {
  today: '/staff',
  signIn: '/staff/sign-in',
  queue: '/staff/queue',
  book: '/staff/book',
  leave: '/staff/leave',
  week: '/staff/week',
  find: '/staff/find',
  myDay: '/staff/my-day',
  orders: '/staff/orders',
  prescriptions: '/staff/prescriptions',
  audit: '/staff/audit',
} as const;

export type StaffPath = (typeof staffPaths)[keyof typeof staffPaths];

/** The part below /staff, as the console's own routes name it. */
export const relativeStaffPath = (path: StaffPath) => path.replace(/^\/staff\/?/, '');
