// The pages the bench loads in a browser (Lighthouse, controls live).
// Paths from client/src/config/paths.ts and e2e/site-routes.ts; the service and the post are
// from the demo data (server/src/seed).
export const ENGLISH_ROUTES = [
  '/',
  '/services',
  '/services/online-consultation',
  '/diseases',
  '/diseases/piles',
  '/diseases/fistula',
  '/diseases/hydrocele',
  '/diseases/sexual-problems',
  '/diseases/joint-pain',
  '/products',
  '/blog',
  '/blog/piles-friendly-diet',
  '/contact',
  '/feedback',
  '/book-appointment',
  '/checkout',
  '/orders',
  '/doctors',
  '/faq',
  '/privacy',
  '/terms',
];

/** A route's Hindi twin: the same page under /hi (client/src/lib/i18n/locales.ts). */
export const hindiTwin = (route) => (route === '/' ? '/hi' : `/hi${route}`);

// Every page in English and in Hindi (BENCH_LANGUAGES=en or hi for one of them): the report sets
// each Hindi page beside its English one, as issue 21 asks.
// BENCH_ROUTES=/,/products measures those English routes (and their twins) only.
const languages = (process.env.BENCH_LANGUAGES ?? 'en,hi').split(',');
const chosen = process.env.BENCH_ROUTES?.split(',');
const english = chosen ? ENGLISH_ROUTES.filter((route) => chosen.includes(route)) : ENGLISH_ROUTES;
// Each English page is followed by its Hindi twin, so the two are measured at the same moment of
// a busy machine.
export const ROUTES = english.flatMap((route) => [
  ...(languages.includes('en') ? [route] : []),
  ...(languages.includes('hi') ? [hindiTwin(route)] : []),
]);
