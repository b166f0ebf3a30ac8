import { deferredSection, preloadSections } from '../ssr/deferred-section';
import { HomePage, homePageSections } from '../features/content/home-page';

// Below the fold on a phone: adopted when the patient scrolls near it (ssr/deferred-section).
const DoctorsSection = deferredSection(() =>
  import('../features/clinic/doctors-section').then((m) => m.DoctorsSection),
);

/** Home as the content feature lays it out, with the clinic feature's doctors section in it. */
export function HomeRoute() {
  return <HomePage doctorsSection={<DoctorsSection />} />;
}

/** The home page's deferred sections, for a client navigation to load with the page. */
export function preloadHomeSections(): Promise<void> {
  return preloadSections([DoctorsSection, ...homePageSections]);
}
