import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';
import type { InboxKind, InboxState } from '../../../graphql/__generated__/graphql';

export const inboxQuery = graphql(`
  query Inbox($state: InboxState, $kind: InboxKind, $spam: Boolean, $page: Int) {
    inbox(state: $state, kind: $kind, spam: $spam, page: $page) {
      page
      hasMore
      counts {
        new
        spam
      }
      items {
        ...InboxItem_item
      }
    }
  }
`);

export interface InboxFilter {
  state: InboxState | null;
  kind: InboxKind | null;
  spam: boolean;
  page: number;
}

export function useInbox(filter: InboxFilter) {
  return useQuery(inboxQuery, { variables: filter, fetchPolicy: 'cache-and-network' });
}
