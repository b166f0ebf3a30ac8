import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';
import type { DataRequestStatus } from '../../../graphql/__generated__/graphql';

export const dataRequestFields = graphql(`
  fragment DataRequestCard_request on DataRequest {
    id
    reference
    phone
    kind
    status
    proof
    details
    takenBy
    identityCheck
    receivedAt
    dueAt
    overdue
    closedAt
    closedBy
    outcome
  }
`);

export const dataRequestsQuery = graphql(`
  query DataRequests($status: DataRequestStatus) {
    dataRequests(status: $status) {
      ...DataRequestCard_request
    }
  }
`);

export function useDataRequests(status: DataRequestStatus | null) {
  return useQuery(dataRequestsQuery, {
    variables: { status },
    fetchPolicy: 'cache-and-network',
  });
}
