import type { ReactNode } from 'react';
import { PageContainer } from '../../components/page-container';
import { deferredSection } from '../../ssr/deferred-section';
import { homeCatalogue } from './home/catalogue';
import { HomeHero } from './home/hero';
import { Specialties } from './home/specialties';

// Below the fold on a phone: adopted when the patient scrolls near them (ssr/deferred-section).
const TestimonialsSection = deferredSection(() =>
  import('./home/testimonials-section').then((m) => m.TestimonialsSection),
);
const CallToAction = deferredSection(() =>
  import('./home/call-to-action').then((m) => m.CallToAction),
);

/** The home page's words, for the home route to load with the page. */
export const homePageCatalogue = homeCatalogue;

/** The sections above, for the home route to load ahead of a client navigation. */
export const homePageSections = [TestimonialsSection, CallToAction];

interface HomePageProps {
  /** The doctors section, owned by the booking feature and placed here by the app's router. */
  doctorsSection?: ReactNode;
}

/** The spec's order: hero and stats, specialties, doctors, testimonials, call to action. */
export function HomePage({ doctorsSection }: HomePageProps) {
  return (
    <PageContainer>
      <HomeHero />
      <Specialties />
      {doctorsSection}
      <TestimonialsSection />
      <CallToAction />
    </PageContainer>
  );
}
