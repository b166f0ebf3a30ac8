import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';
import type { AuditFilter } from '../../../graphql/__generated__/graphql';

export const auditTrailQuery = graphql(`
  query AuditTrail($filter: AuditFilter!) {
    auditTrail(filter: $filter) {
      total
      entries {
        id
        at
        actorName
        actorKind
        address
        action
        recordType
        recordId
        before
        after
      }
    }
  }
`);

/** Kept out of the cache: it holds masked personal data and changes with every action. */
export function useAuditTrail(filter: AuditFilter) {
  return useQuery(auditTrailQuery, { variables: { filter }, fetchPolicy: 'no-cache' });
}
