import { InMemoryCache, type ApolloCache } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
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

const keyedCaches = new WeakSet<ApolloCache>();

/**
 * Ids are unique only within a kind (doctor 2 and post 2 are different hits): the cache keys hits
 * by kind and id. The rule is added with the search's code, not with every page's.
 */
function keyHitsByKind(cache: ApolloCache) {
  if (keyedCaches.has(cache) || !(cache instanceof InMemoryCache)) return;
  cache.policies.addTypePolicies({ SearchHit: { keyFields: ['kind', 'id'] } });
  keyedCaches.add(cache);
}

/** Searches once `q` has 2 letters; the server checks the same. */
export function useSiteSearch(q: string) {
  keyHitsByKind(useApolloClient().cache);
  const text = q.trim();
  return useQuery(siteSearchQuery, { variables: { q: text }, skip: text.length < 2 });
}
