import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';

export const deskCategoriesQuery = graphql(`
  query DeskCategories {
    deskCategories {
      id
      name
      slug
      sortOrder
      productCount
      hindi {
        name
      }
    }
  }
`);

export function useDeskCategories() {
  return useQuery(deskCategoriesQuery);
}
