import type { ReactNode } from 'react';
import { PageContainer } from '../../components/page-container';
import { CallToAction } from './home/call-to-action';
import { HomeHero } from './home/hero';
import { Specialties } from './home/specialties';
import { TestimonialsSection } from './home/testimonials-section';

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
