// Every route path of the site, in one place. Builders take the dynamic part.

export const paths = {
  home: '/',
  booking: '/book-appointment',
  bookingWithDoctor: (doctorId: string) =>
    `/book-appointment?doctorId=${encodeURIComponent(doctorId)}`,
  /** The booking form with a condition (its page id) and maybe a doctor chosen: no personal data. */
  bookingFor: ({ condition, doctorId }: { condition?: string; doctorId?: string }) => {
    const query = new URLSearchParams();
    if (doctorId) query.set('doctorId', doctorId);
    if (condition) query.set('condition', condition);
    return `/book-appointment?${query.toString()}`;
  },
  services: '/services',
  service: (serviceId: string) => `/services/${encodeURIComponent(serviceId)}`,
  feedback: '/feedback',
  diseases: '/diseases',
  condition: (conditionId: string) => `/diseases/${encodeURIComponent(conditionId)}`,
  products: '/products',
  checkout: '/checkout',
  orders: '/orders',
  orderPlaced: '/order-placed',
  manageAppointment: '/appointments/manage',
  blog: '/blog',
  blogPost: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  contact: '/contact',
  doctors: '/doctors',
  doctor: (doctorId: string) => `/doctor/${encodeURIComponent(doctorId)}`,
  privacy: '/privacy',
  terms: '/terms',
  faq: '/faq',
  manageAppointmentFor: (reference: string) =>
    `/appointments/manage?reference=${encodeURIComponent(reference)}`,
} as const;

/** Route patterns for the router (react-router syntax). */
export const routePatterns = {
  service: '/services/:serviceId',
  condition: '/diseases/:conditionId',
  blogPost: '/blog/:slug',
  doctor: '/doctor/:doctorId',
  notFound: '*',
} as const;

export const mainContentId = 'main-content';
