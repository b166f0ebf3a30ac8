import { useMutation } from '@apollo/client/react';
import { graphql } from '../graphql/__generated__/gql';

export const retryMessageMutation = graphql(`
  mutation RetryMessage($id: ID!) {
    retryMessage(id: $id) {
      ...DeskMessageRow_message
    }
  }
`);

/** Sends a failed message again; the failed list is asked for anew. */
export function useRetryMessage() {
  return useMutation(retryMessageMutation, { refetchQueries: ['FailedMessages'] });
}
