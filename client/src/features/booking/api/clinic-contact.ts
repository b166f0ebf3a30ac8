import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';

/** The clinic's phone and WhatsApp, for "call us" in errors and the WhatsApp link after booking. */
export const bookingClinicContactQuery = graphql(`
  query BookingClinicContact {
    clinic {
      id
      name
      phones {
        label
        number
      }
      whatsapp
    }
  }
`);

export function useClinicContact() {
  return useQuery(bookingClinicContactQuery);
}
