import { useMutation } from '@apollo/client/react';
import * as yup from 'yup';
import { graphql } from '../../../graphql/__generated__/gql';
import { cancelTexts } from '../strings';

export const setOrderStatusMutation = graphql(`
  mutation SetOrderStatus($orderNumber: String!, $status: OrderStatus!, $reason: String) {
    setOrderStatus(orderNumber: $orderNumber, status: $status, reason: $reason) {
      ...DeskOrderPage_order
    }
  }
`);

export const cancelReasonSchema = yup.object({
  reason: yup
    .string()
    .trim()
    .required(cancelTexts.reasonRequired)
    .max(300, cancelTexts.reasonTooLong),
});

export function useSetOrderStatus() {
  return useMutation(setOrderStatusMutation, { refetchQueries: ['OrderBoard'] });
}
