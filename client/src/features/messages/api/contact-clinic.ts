import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';

/** Everything the contact page shows about the clinic; cached with the layout's profile. */
export const contactClinicQuery = graphql(`
  query ContactClinic {
    clinic {
      id
      name
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

export function useContactClinic() {
  return useQuery(contactClinicQuery);
}
