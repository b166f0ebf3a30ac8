import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';

export const prescriptionCheckQuery = graphql(`
  query PrescriptionCheck($orderNumber: String!) {
    prescriptionCheck(orderNumber: $orderNumber) {
      ...PrescriptionCheckCard_check
    }
  }
`);

/** One order's prescription, whatever its state (the order page links to it). */
export function usePrescriptionCheck(orderNumber: string | undefined) {
  return useQuery(prescriptionCheckQuery, {
    variables: { orderNumber: orderNumber ?? '' },
    skip: !orderNumber,
    fetchPolicy: 'cache-and-network',
  });
}
