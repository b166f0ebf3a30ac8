import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';
import type { DeskOrderQuery } from '../../../graphql/__generated__/graphql';

export const deskOrderFragment = graphql(`
  fragment DeskOrderPage_order on DeskOrder {
    id
    orderNumber
    createdAt
    status
    customerName
    customerPhone
    shippingAddress
    notes
    totalAmount
    deliveryFee
    itemsTotal
    paymentMethod
    deliveryMethod
    deliveryPin
    sameDayDelivery
    prescriptionStatus
    nextStatuses
    items {
      name
      size
      quantity
      unitPrice
      lineTotal
    }
    history {
      from
      to
      at
      by
      reason
    }
    payment {
      amountDue
      method
      amount
      upiReference
      collectedBy
      collectedAt
    }
  }
`);

export const deskOrderQuery = graphql(`
  query DeskOrder($orderNumber: String!) {
    deskOrder(orderNumber: $orderNumber) {
      ...DeskOrderPage_order
    }
  }
`);

export type DeskOrder = DeskOrderQuery['deskOrder'];

export function useDeskOrder(orderNumber: string) {
  return useQuery(deskOrderQuery, {
    variables: { orderNumber },
    fetchPolicy: 'cache-and-network',
  });
}
