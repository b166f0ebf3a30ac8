import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';

export const queueQuery = graphql(`
  query Queue($doctorSlug: String!) {
    queue(doctorSlug: $doctorSlug) {
      doctorName
      date
      nowSeeing
      next
    }
  }
`);

/** How often an open queue page asks again: a patient waiting outside sees a call within this. */
export const QUEUE_REFRESH_MS = 10_000;

/** A doctor's queue today: token numbers only; asked again every few seconds while open. */
export function useQueue(doctorSlug: string) {
  return useQuery(queueQuery, {
    variables: { doctorSlug },
    pollInterval: QUEUE_REFRESH_MS,
    // Polls must reach the server, and a failed poll keeps the last numbers on screen.
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
}
