import { ApolloClient, HttpLink, InMemoryCache, type ApolloLink } from '@apollo/client';
import { env } from '../config/env';
import { createFetchWithTimeout, REQUEST_TIMEOUT_MS } from './fetch-with-timeout';

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // There is exactly one clinic profile.
      ClinicProfile: { keyFields: [] },
      // An appointment is known by its booking reference, so a cancellation updates the card.
      Appointment: { keyFields: ['reference'] },
      // Embedded JSON values without ids: replace, never merge.
      ClinicPhone: { keyFields: false },
      ClinicEmail: { keyFields: false },
      OpeningHours: { keyFields: false },
    },
  });
}

/** The cache contents a server-rendered page carries, so the browser starts where it left off. */
export type ApolloState = ReturnType<InMemoryCache['extract']>;

/** The browser's client; `state` is the server-rendered page's data, when there is one. */
export function createApolloClient(state?: ApolloState): ApolloClient {
  const cache = createCache();
  if (state) cache.restore(state);
  return new ApolloClient({
    link: new HttpLink({
      uri: env.graphqlUrl,
      credentials: 'same-origin',
      fetch: createFetchWithTimeout(REQUEST_TIMEOUT_MS),
    }),
    cache,
    // Queries that always ask the network read the page's data first, so hydration matches.
    ssrForceFetchDelay: state ? 1000 : 0,
  });
}

/** The server renderer's client (queries run through `link`) and what its cache ends up holding. */
export function createServerApolloClient(link: ApolloLink) {
  const cache = createCache();
  const client = new ApolloClient({ ssrMode: true, link, cache });
  return { client, extract: (): ApolloState => cache.extract() };
}
