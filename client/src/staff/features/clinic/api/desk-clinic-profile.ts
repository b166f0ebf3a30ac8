import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';

export const deskClinicProfileQuery = graphql(`
  query DeskClinicProfile {
    deskClinicProfile {
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
      gstin
      isDemo
      hindi {
        name
        tagline
        streetAddress
        locality
        region
      }
    }
  }
`);

export function useDeskClinicProfile() {
  return useQuery(deskClinicProfileQuery, { fetchPolicy: 'network-only' });
}
