import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';

export const setInboxStateMutation = graphql(`
  mutation SetInboxState($kind: InboxKind!, $id: ID!, $state: InboxState!) {
    setInboxState(kind: $kind, id: $id, state: $state) {
      ...InboxItem_item
    }
  }
`);

export function useSetInboxState() {
  return useMutation(setInboxStateMutation, { refetchQueries: ['Inbox'] });
}
