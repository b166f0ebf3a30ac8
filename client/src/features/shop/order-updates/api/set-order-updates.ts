import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../../graphql/__generated__/gql';

export const setOrderUpdatesMutation = graphql(`
  mutation SetOrderUpdates($orderNumber: String!, $phone: String!, $stop: Boolean!) {
    setOrderUpdates(orderNumber: $orderNumber, phone: $phone, stop: $stop)
  }
`);

/** Stops or restarts the phone's WhatsApp/SMS updates; nothing of it is cached. */
export function useSetOrderUpdates() {
  return useMutation(setOrderUpdatesMutation, { fetchPolicy: 'no-cache' });
}
