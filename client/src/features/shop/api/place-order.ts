import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';

export const placeOrderMutation = graphql(`
  mutation PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      id
      orderNumber
      totalAmount
      itemsTotal
      deliveryFee
      paymentMethod
      deliveryMethod
      sameDayDelivery
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
  }
`);

export function usePlaceOrder() {
  return useMutation(placeOrderMutation);
}
