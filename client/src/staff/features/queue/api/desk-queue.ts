import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';
import type { DeskQueueQuery } from '../../../graphql/__generated__/graphql';
import { DESK_POLL_MS, usePageVisible } from '../../../lib/use-page-visible';

export const deskQueueFragment = graphql(`
  fragment QueuePage_queue on DeskQueue {
    date
    nowSeeing
    doctor {
      id
      name
    }
    waiting {
      token
      name
      status
      joinedAt
    }
    done {
      token
      name
      status
      joinedAt
    }
  }
`);

export const deskQueueQuery = graphql(`
  query DeskQueue($doctorId: ID!) {
    deskQueue(doctorId: $doctorId) {
      ...QueuePage_queue
    }
  }
`);

export type DeskQueue = DeskQueueQuery['deskQueue'];

export function useDeskQueue(doctorId: string) {
  const visible = usePageVisible();
  return useQuery(deskQueueQuery, {
    variables: { doctorId },
    skip: !doctorId,
    pollInterval: visible ? DESK_POLL_MS : 0,
  });
}
