import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';

export const deskProductQuery = graphql(`
  query DeskProduct($id: ID!) {
    deskProduct(id: $id) {
      ...DeskProductFields_product
    }
  }
`);

export function useDeskProduct(id: string | undefined) {
  return useQuery(deskProductQuery, { variables: { id: id ?? '' }, skip: !id });
}
