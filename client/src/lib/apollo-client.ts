import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
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

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({
      uri: env.graphqlUrl,
      credentials: 'same-origin',
      fetch: createFetchWithTimeout(REQUEST_TIMEOUT_MS),
    }),
    cache: createCache(),
  });
}
