import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';
import type { SiteSearchQuery } from '../../../graphql/__generated__/graphql';

export const siteSearchQuery = graphql(`
  query SiteSearch($q: String!) {
    search(q: $q) {
      query
      conditions {
        ...SearchHit_hit
      }
      services {
        ...SearchHit_hit
      }
      doctors {
        ...SearchHit_hit
      }
      products {
        ...SearchHit_hit
      }
      posts {
        ...SearchHit_hit
      }
    }
  }

  fragment SearchHit_hit on SearchHit {
    kind
    id
    title
    summary
    path
  }
`);

export type SearchResults = SiteSearchQuery['search'];
export type SearchHit = SearchResults['conditions'][number];

/** Searches once `q` has 2 letters; the server checks the same. */
export function useSiteSearch(q: string) {
  const text = q.trim();
  return useQuery(siteSearchQuery, { variables: { q: text }, skip: text.length < 2 });
}
