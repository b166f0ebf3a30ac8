import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';

export const deskPostsQuery = graphql(`
  query DeskPosts {
    deskPosts {
      id
      slug
      title
      status
      publishedAt
      updatedAt
    }
  }
`);

export function useDeskPosts() {
  return useQuery(deskPostsQuery, { fetchPolicy: 'cache-and-network' });
}
