import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../graphql/__generated__/gql';
import type { OrderCard_OrderFragment } from '../../../graphql/__generated__/graphql';

export const orderCardFragment = graphql(`
  fragment OrderCard_order on OrderView {
    id
    orderNumber
    createdAt
    status
    totalAmount
    paymentMethod
    itemCount
    detailsIncluded
    shippingAddress
    cancelReason
    prescriptionStatus
    prescriptionNote
    invoiceNumber
    customer {
      firstName
      lastName
      phone
    }
    items {
      id
      name
      size
      image
      quantity
      unitPrice
      lineTotal
    }
  }
`);

export const ordersByPhoneQuery = graphql(`
  query OrdersByPhone($phone: String!) {
    ordersByPhone(phone: $phone) {
      ...OrderCard_order
    }
  }
`);

export const orderQuery = graphql(`
  query Order($orderNumber: String!, $phone: String!) {
    order(orderNumber: $orderNumber, phone: $phone) {
      ...OrderCard_order
    }
  }
`);

export type OrderCardData = OrderCard_OrderFragment;

/**
 * Looks orders up on demand (a button press, not a render): by phone alone, or one order when
 * its number is given. Always asks the server, since statuses change, and keeps nothing in the
 * cache: personal data stays out of it, and the view by phone alone (no number, no items) must
 * never be merged into the full view of the same order, which the cache would do by id.
 * Throws on failure.
 */
export function useOrderLookup() {
  const client = useApolloClient();
  return useCallback(
    async (phone: string, orderNumber: string): Promise<OrderCardData[]> => {
      if (orderNumber) {
        const { data } = await client.query({
          query: orderQuery,
          variables: { phone, orderNumber },
          fetchPolicy: 'no-cache',
        });
        return data?.order ? [data.order] : [];
      }
      const { data } = await client.query({
        query: ordersByPhoneQuery,
        variables: { phone },
        fetchPolicy: 'no-cache',
      });
      return data?.ordersByPhone ?? [];
    },
    [client],
  );
}
