import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';
import type { Language } from '../../../graphql/__generated__/graphql';

export const categoriesQuery = graphql(`
  query Categories($language: Language!) {
    categories {
      id
      slug
      name(language: $language)
      inEnglish(language: $language)
      count
    }
  }
`);

/** Categories with product counts for the filter, named in `language`; a failure only empties the list. */
export function useCategories(language: Language) {
  return useQuery(categoriesQuery, { variables: { language } });
}
