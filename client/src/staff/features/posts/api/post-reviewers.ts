import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';

export const postReviewersQuery = graphql(`
  query DeskPostReviewers {
    deskPostReviewers {
      id
      name
    }
  }
`);

export function usePostReviewers() {
  return useQuery(postReviewersQuery);
}
