import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';

export const callNextTokenMutation = graphql(`
  mutation CallNextToken($doctorId: ID!) {
    callNextToken(doctorId: $doctorId) {
      ...QueuePage_queue
    }
  }
`);

export function useCallNextToken() {
  return useMutation(callNextTokenMutation);
}
