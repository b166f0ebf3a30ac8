import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';

export const failedMessagesQuery = graphql(`
  query FailedMessages($page: Int) {
    failedMessages(page: $page) {
      page
      hasMore
      messages {
        ...DeskMessageRow_message
      }
    }
  }
`);

export function useFailedMessages(page: number) {
  return useQuery(failedMessagesQuery, { variables: { page }, fetchPolicy: 'cache-and-network' });
}
