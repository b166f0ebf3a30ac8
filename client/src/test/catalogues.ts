import { appCatalogue } from '../app/catalogue';
import { bookingCatalogue } from '../features/booking/catalogue';
import { queueCatalogue } from '../features/booking/queue/catalogue';
import { offerCatalogue } from '../app/language-offer/catalogue';
import { homeCatalogue } from '../features/content/home/catalogue';
import { conditionsCatalogue } from '../features/content/condition-pages/catalogue';
import { conditionDetailsCatalogues } from '../features/content/condition-details/catalogues';
import { searchCatalogue } from '../features/search/catalogue';
import { faqCatalogue } from '../features/content/pages/faq/catalogue';
import { privacyCatalogue } from '../features/content/pages/privacy/catalogue';
import { servicesCatalogue } from '../features/content/pages/services/catalogue';
import { termsCatalogue } from '../features/content/pages/terms/catalogue';
import { blogCatalogue } from '../features/blog/catalogue';
import { ordersCatalogue } from '../features/shop/orders/catalogue';
import { clinicCatalogue } from '../features/clinic/catalogue';
import { messagesCatalogue } from '../features/messages/catalogue';
import { shopCatalogue } from '../features/shop/catalogue';
import type { Catalogue } from '../lib/i18n/catalogue';

/** Every catalogue of the site: a converted feature adds its own here (see README, Languages). */
export const catalogues: Record<string, Catalogue> = {
  app: appCatalogue,
  languageOffer: offerCatalogue,
  search: searchCatalogue,
  home: homeCatalogue,
  booking: bookingCatalogue,
  queue: queueCatalogue,
  services: servicesCatalogue,
  faq: faqCatalogue,
  privacy: privacyCatalogue,
  terms: termsCatalogue,
  blog: blogCatalogue,
  shopOrders: ordersCatalogue,
  clinic: clinicCatalogue,
  messages: messagesCatalogue,
  shop: shopCatalogue,
  conditions: conditionsCatalogue,
  conditionPiles: conditionDetailsCatalogues.piles,
  conditionFistula: conditionDetailsCatalogues.fistula,
  conditionHydrocele: conditionDetailsCatalogues.hydrocele,
  conditionSexualProblems: conditionDetailsCatalogues['sexual-problems'],
  conditionJointPain: conditionDetailsCatalogues['joint-pain'],
};
