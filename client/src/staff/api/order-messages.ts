import { useQuery } from '@apollo/client/react';
import { graphql } from '../graphql/__generated__/gql';

export const orderMessagesQuery = graphql(`
  query OrderMessages($orderNumber: String!) {
    orderMessages(orderNumber: $orderNumber) {
      ...DeskMessageRow_message
    }
  }
`);

/** An order's messages, on its page. */
export function useOrderMessages(orderNumber: string) {
  return useQuery(orderMessagesQuery, {
    variables: { orderNumber },
    fetchPolicy: 'cache-and-network',
  });
}
