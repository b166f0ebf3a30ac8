// schema.org's MedicalClinic for the clinic itself, in the frame of every page; the pages' own
// descriptions are in structured-data.ts.
import type { ClinicProfile } from './clinic-profile';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export function medicalClinic(clinic: ClinicProfile): Record<string, unknown> {
  return {
    '@type': 'MedicalClinic',
    name: clinic.name,
    description: clinic.tagline,
    url: '/',
    logo: '/images/logo.svg',
    telephone: clinic.phones[0]?.number,
    email: clinic.emails[0]?.address,
    address: {
      '@type': 'PostalAddress',
      streetAddress: clinic.streetAddress,
      addressLocality: clinic.locality,
      addressRegion: clinic.region,
      postalCode: clinic.postalCode,
      addressCountry: 'IN',
    },
    openingHoursSpecification: clinic.hours
      .filter((day) => day.opens && day.closes)
      .map((day) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: WEEKDAYS[day.weekday % 7],
        opens: day.opens,
        closes: day.closes,
      })),
    hasMap: clinic.mapUrl ?? undefined,
  };
}
