import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { env } from '../config/env';
import { createFetchWithTimeout, REQUEST_TIMEOUT_MS } from '../lib/fetch-with-timeout';

export const staffGraphqlUrl = `${env.apiOrigin}/staff/graphql`;

/** True when the server says the session is gone (expired, signed out elsewhere, disabled). */
export function isSignedOutError(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')
  );
}

/**
 * The console's own client for /staff/graphql: the session cookie goes along (same origin), the
 * cache lives in memory only and is emptied at sign-out, and every read asks the network, since
 * a desk's data changes by the minute and is about patients. `onSignedOut` runs when a request
 * finds the session gone.
 */
export function createStaffApolloClient(onSignedOut: () => void): ApolloClient {
  const signedOut = new ErrorLink(({ error }) => {
    if (isSignedOutError(error)) onSignedOut();
  });
  return new ApolloClient({
    link: ApolloLink.from([
      signedOut,
      new HttpLink({
        uri: staffGraphqlUrl,
        credentials: 'same-origin',
        fetch: createFetchWithTimeout(REQUEST_TIMEOUT_MS),
      }),
    ]),
    cache: new InMemoryCache({
      typePolicies: {
        DeskDayCounts: { keyFields: false },
        DeskQueue: { keyFields: false },
        QueueEntry: { keyFields: false },
        DoctorDayAppointment: { keyFields: false },
      },
    }),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'network-only' },
      query: { fetchPolicy: 'network-only' },
    },
  });
}
