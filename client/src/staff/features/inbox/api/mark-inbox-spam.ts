import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';

export const markInboxSpamMutation = graphql(`
  mutation MarkInboxSpam($kind: InboxKind!, $id: ID!, $spam: Boolean!) {
    markInboxSpam(kind: $kind, id: $id, spam: $spam) {
      ...InboxItem_item
    }
  }
`);

export function useMarkInboxSpam() {
  return useMutation(markInboxSpamMutation, { refetchQueries: ['Inbox'] });
}
