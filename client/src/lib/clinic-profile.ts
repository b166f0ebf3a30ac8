import { useQuery } from '@apollo/client/react';
import { graphql } from '../graphql/__generated__/gql';
import type { ClinicQuery } from '../graphql/__generated__/graphql';

export const clinicQuery = graphql(`
  query Clinic {
    clinic {
      id
      name
      tagline
      streetAddress
      locality
      region
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

/** The clinic's facts (phones, hours, address), read once and cached for every screen. */
export function useClinic() {
  return useQuery(clinicQuery);
}
