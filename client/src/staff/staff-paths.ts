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
  collections: '/staff/collections',
  products: '/staff/products',
  categories: '/staff/categories',
  prescriptions: '/staff/prescriptions',
  audit: '/staff/audit',
  messages: '/staff/messages',
  doctors: '/staff/doctors',
  stranded: '/staff/doctors/needs-rescheduling',
  dataRequests: '/staff/data-requests',
  dataRequestVisit: '/staff/data-request-visit',
  inbox: '/staff/inbox',
  claims: '/staff/claims',
  clinic: '/staff/clinic',
  posts: '/staff/posts',
} as const;

/** A doctor's page at the desk (profile, photo, plan); 'new' for a new one. */
export const staffDoctorPath = (id: string) => `/staff/doctors/${encodeURIComponent(id)}`;

/** A product's page at the desk (its form, images and stock); 'new' for a new one. */
export const staffProductPath = (id: string) => `/staff/products/${encodeURIComponent(id)}`;

/** A blog post's page at the desk (its form and status); 'new' for a new one. */
export const staffPostPath = (id: string) => `/staff/posts/${encodeURIComponent(id)}`;

export type StaffPath = (typeof staffPaths)[keyof typeof staffPaths];

/** The part below /staff, as the console's own routes name it. */
export const relativeStaffPath = (path: StaffPath) => path.replace(/^\/staff\/?/, '');

/** One order's page on the pharmacy desk (the order number is the clinic's, not personal). */
export const orderPath = (orderNumber: string) =>
  `${staffPaths.orders}/${encodeURIComponent(orderNumber)}`;

/** The packing slip of an order, to print. */
export const packingSlipPath = (orderNumber: string) => `${orderPath(orderNumber)}/slip`;
