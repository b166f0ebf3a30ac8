import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';

export const collectionReportQuery = graphql(`
  query CollectionReport($date: String) {
    collectionReport(date: $date) {
      date
      count
      total
      lines {
        collectedBy
        method
        count
        total
      }
      byMethod {
        method
        count
        total
      }
    }
  }
`);

export function useCollectionReport(date: string) {
  return useQuery(collectionReportQuery, {
    variables: { date },
    fetchPolicy: 'cache-and-network',
  });
}
