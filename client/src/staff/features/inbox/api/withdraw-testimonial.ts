import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';

export const withdrawTestimonialMutation = graphql(`
  mutation WithdrawTestimonial($id: ID!) {
    withdrawTestimonial(id: $id) {
      ...InboxItem_item
    }
  }
`);

export function useWithdrawTestimonial() {
  return useMutation(withdrawTestimonialMutation, { refetchQueries: ['Inbox'] });
}
