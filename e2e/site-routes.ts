// Shared by content.spec.ts and accessibility.spec.ts (a spec may not import another spec).

/** Every route of the spec's table (and the linked pages) with the h1 a patient sees. */
export const routes: { path: string; heading: string | RegExp }[] = [
  { path: '/', heading: /Safe, confidential care/ },
  { path: '/book-appointment', heading: 'Book Your Consultation' },
  { path: '/services', heading: 'Our Services' },
  { path: '/services/online-consultation', heading: 'Online Consultation' },
  { path: '/services/medicine-delivery', heading: 'Medicine Delivery' },
  { path: '/services/unknown', heading: 'Service Not Found' },
  { path: '/feedback', heading: 'Share Your Feedback' },
  { path: '/diseases', heading: 'Diseases We Treat' },
  { path: '/diseases/piles', heading: 'Piles (Hemorrhoids)' },
  { path: '/diseases/fistula', heading: 'Fistula' },
  { path: '/diseases/hydrocele', heading: 'Hydrocele' },
  { path: '/diseases/sexual-problems', heading: 'Sexual Wellness' },
  { path: '/diseases/joint-pain', heading: 'Joint Pain' },
  { path: '/products', heading: 'Our Products' },
  { path: '/checkout', heading: 'Checkout' },
  { path: '/orders', heading: 'My Orders & Appointments' },
  { path: '/blog', heading: 'Health Blog' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/doctors', heading: 'Our Doctors' },
  { path: '/faq', heading: 'Frequently Asked Questions' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/no-such-page', heading: 'Page not found' },
];

/** A route's Hindi twin: the same page under /hi. */
export const hindiTwin = (path: string) => (path === '/' ? '/hi' : `/hi${path}`);
