import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';
import type {
  OrderBoardQuery,
  OrderBoardQueryVariables,
} from '../../../graphql/__generated__/graphql';
import { DESK_POLL_MS, usePageVisible } from '../../../lib/use-page-visible';

export const orderBoardQuery = graphql(`
  query OrderBoard(
    $status: OrderStatus
    $owed: Boolean
    $search: String
    $day: String
    $paymentMethod: PaymentMethod
    $page: Int
  ) {
    orderBoard(
      status: $status
      owed: $owed
      search: $search
      day: $day
      paymentMethod: $paymentMethod
      page: $page
    ) {
      counts {
        pending
        processing
        shipped
        delivered
        cancelled
      }
      owed {
        count
        total
      }
      page
      hasMore
      orders {
        orderNumber
        createdAt
        status
        customerName
        itemCount
        totalAmount
        paymentMethod
        deliveryMethod
        prescriptionStatus
        owedAmount
      }
    }
  }
`);

export type BoardOrder = OrderBoardQuery['orderBoard']['orders'][number];

/**
 * One page of the board; asks again every 15 s while the tab is in front, so new orders show.
 * The search text is personal (a phone, a name), so it is kept in the page, never the address.
 */
export function useOrderBoard(variables: OrderBoardQueryVariables) {
  const visible = usePageVisible();
  return useQuery(orderBoardQuery, {
    variables,
    pollInterval: visible ? DESK_POLL_MS : 0,
    notifyOnNetworkStatusChange: false,
    fetchPolicy: 'cache-and-network',
  });
}
