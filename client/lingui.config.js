import { formatter } from '@lingui/format-po';

// Lingui's catalogues: one per language per feature, written as PO files (the format
// translators' tools read) and compiled by `npm run codegen` into the small messages.ts modules
// the app loads with each feature's code. Messages use explicit ids ('nav.home').
const feature = (dir) => ({ path: `<rootDir>/src/${dir}/locales/{locale}/messages`, include: [] });

/** @type {import('@lingui/conf').LinguiConfig} */
export default {
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  // No fallback to English at compile time: a missing Hindi message fails the catalogue test.
  fallbackLocales: false,
  // msgid is the message's id ('nav.home'); msgstr its words in that language.
  format: formatter({ explicitIdAsDefault: true, lineNumbers: false }),
  catalogs: [
    feature('app'),
    feature('app/language-offer'),
    feature('features/search'),
    feature('features/content/home'),
    feature('features/booking'),
    feature('features/booking/queue'),
    feature('features/content/pages/services'),
    feature('features/content/pages/faq'),
    feature('features/content/pages/privacy'),
    feature('features/content/pages/terms'),
    feature('features/blog'),
    feature('features/shop/orders'),
    feature('features/clinic'),
    feature('features/messages'),
    feature('features/shop'),
    feature('features/content/condition-pages'),
    feature('features/content/condition-details/piles'),
    feature('features/content/condition-details/fistula'),
    feature('features/content/condition-details/hydrocele'),
    feature('features/content/condition-details/sexual-problems'),
    feature('features/content/condition-details/joint-pain'),
  ],
};
