import { createContext, useContext, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../graphql/__generated__/gql';
import type { ClinicQuery } from '../graphql/__generated__/graphql';
import { apiLanguage } from './i18n/api-language';
import { useLocale } from './i18n/catalogue';
import type { Locale } from './i18n/locales';

export const clinicQuery = graphql(`
  query Clinic($language: Language! = EN) {
    clinic {
      id
      name(language: $language)
      tagline(language: $language)
      streetAddress(language: $language)
      locality(language: $language)
      region(language: $language)
      inEnglish(language: $language)
      postalCode
      phones {
        label
        number
      }
      emails {
        label
        address
      }
      whatsapp
      emergencyPhone
      hours {
        weekday
        opens
        closes
        note
      }
      mapUrl
    }
  }
`);

export type ClinicProfile = ClinicQuery['clinic'];

/** "Street, Locality, Region 123456" */
export function formatAddress(clinic: ClinicProfile): string {
  return [clinic.streetAddress, clinic.locality, `${clinic.region} ${clinic.postalCode}`.trim()]
    .filter(Boolean)
    .join(', ');
}

/** The clinic query's variables on a page in `locale`: its name and address in that language. */
export const clinicVariables = (locale: Locale) => ({ language: apiLanguage(locale) });

function useClinicQuery() {
  return useQuery(clinicQuery, { variables: clinicVariables(useLocale()) });
}

const ClinicContext = createContext<ReturnType<typeof useClinicQuery> | null>(null);

/**
 * Reads the clinic's facts once for everything below it. The frame of every page alone has six
 * readers (top bar, header, footer, action bar...); one watch on the cache instead of six is
 * less work while a slow phone adopts the page.
 */
export function ClinicProvider({ children }: { children: ReactNode }) {
  return <ClinicContext value={useClinicQuery()}>{children}</ClinicContext>;
}

/** The clinic's facts (phones, hours, address), read once and cached for every screen. */
export function useClinic() {
  const clinic = useContext(ClinicContext);
  if (!clinic)
    throw new Error('useClinic() needs a ClinicProvider above it (AppProviders has one)');
  return clinic;
}
