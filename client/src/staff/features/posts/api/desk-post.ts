import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';

export const deskPostQuery = graphql(`
  query DeskPost($id: ID!) {
    deskPost(id: $id) {
      ...DeskPostFields_post
    }
  }
`);

export function useDeskPost(id: string | undefined) {
  return useQuery(deskPostQuery, { variables: { id: id ?? '' }, skip: !id });
}
