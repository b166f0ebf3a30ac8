import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';

export const categoriesQuery = graphql(`
  query Categories {
    categories {
      id
      slug
      name
      count
    }
  }
`);

/** Categories with product counts for the filter; a failure only empties the list. */
export function useCategories() {
  return useQuery(categoriesQuery);
}
