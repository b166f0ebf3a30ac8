import { deferredSection, preloadSections } from '../ssr/deferred-section';
import { HomePage, homePageCatalogue, homePageSections } from '../features/content/home-page';
import { loadCatalogue } from '../lib/i18n/catalogue';
import { browserLocale } from '../lib/i18n/locales';

// Below the fold on a phone: adopted when the patient scrolls near it (ssr/deferred-section).
const DoctorsSection = deferredSection(() =>
  import('../features/clinic/doctors-section').then((m) => m.DoctorsSection),
);

/** Home as the content feature lays it out, with the clinic feature's doctors section in it. */
export function HomeRoute() {
  return <HomePage doctorsSection={<DoctorsSection />} />;
}

/** The home page's words in the page's language, loaded with its code. */
export function preloadHomeWords(): Promise<void> {
  return loadCatalogue(homePageCatalogue, browserLocale());
}

/** The home page's deferred sections, for a client navigation to load with the page. */
export function preloadHomeSections(): Promise<void> {
  return preloadSections([DoctorsSection, ...homePageSections]);
}
