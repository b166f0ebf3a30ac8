// Every route path of the site, in one place. Builders take the dynamic part.
// Paths are the English addresses. Each language's pages live under its prefix (/hi), the
// router's basename on those pages, so router links (Link, NavLink, navigate) stay in the page's
// language as they are. Outside the router (the language switch, hreflang) use localePath from
// lib/i18n/locales.

export const paths = {
  home: '/',
  booking: '/book-appointment',
  bookingWithDoctor: (doctorId: string) =>
    `/book-appointment?doctorId=${encodeURIComponent(doctorId)}`,
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
  queue: (doctorSlug: string) => `/queue/${encodeURIComponent(doctorSlug)}`,
  manageAppointmentFor: (reference: string) =>
    `/appointments/manage?reference=${encodeURIComponent(reference)}`,
} as const;

/** Route patterns for the router (react-router syntax). */
export const routePatterns = {
  service: '/services/:serviceId',
  condition: '/diseases/:conditionId',
  blogPost: '/blog/:slug',
  doctor: '/doctor/:doctorId',
  queue: '/queue/:doctorSlug',
  notFound: '*',
} as const;

export const mainContentId = 'main-content';
