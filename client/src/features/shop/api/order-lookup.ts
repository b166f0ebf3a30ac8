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
 * its number is given. Always asks the server, since statuses change. Throws on failure.
 */
export function useOrderLookup() {
  const client = useApolloClient();
  return useCallback(
    async (phone: string, orderNumber: string): Promise<OrderCardData[]> => {
      if (orderNumber) {
        const { data } = await client.query({
          query: orderQuery,
          variables: { phone, orderNumber },
          fetchPolicy: 'network-only',
        });
        return data?.order ? [data.order] : [];
      }
      const { data } = await client.query({
        query: ordersByPhoneQuery,
        variables: { phone },
        fetchPolicy: 'network-only',
      });
      return data?.ordersByPhone ?? [];
    },
    [client],
  );
}
