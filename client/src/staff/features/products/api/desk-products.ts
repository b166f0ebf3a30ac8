import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';
import type { DeskProductFilter } from '../../../graphql/__generated__/graphql';

export const deskProductsQuery = graphql(`
  query DeskProducts($search: String, $filter: DeskProductFilter) {
    deskProducts(search: $search, filter: $filter) {
      id
      name
      categoryName
      price
      stock
      lowStock
      nearestExpiry
      hidden
      prescriptionOnly
      images
    }
  }
`);

export function useDeskProducts(search: string, filter: DeskProductFilter) {
  return useQuery(deskProductsQuery, {
    variables: { search: search || null, filter },
    fetchPolicy: 'cache-and-network',
  });
}
