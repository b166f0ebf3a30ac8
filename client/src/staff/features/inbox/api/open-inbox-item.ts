import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';

export const openInboxItemMutation = graphql(`
  mutation OpenInboxItem($kind: InboxKind!, $id: ID!) {
    openInboxItem(kind: $kind, id: $id) {
      ...InboxItem_item
    }
  }
`);

export function useOpenInboxItem() {
  return useMutation(openInboxItemMutation);
}
