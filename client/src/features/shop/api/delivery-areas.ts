import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';

export const deliveryAreasQuery = graphql(`
  query DeliveryAreas {
    deliveryAreas {
      pinCode
      fee
      sameDay
    }
  }
`);

/** The PIN codes the clinic delivers to, with the fee and same-day flag each. */
export function useDeliveryAreas(skip = false) {
  return useQuery(deliveryAreasQuery, { skip });
}
