import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';

export const nearExpiryBatchesQuery = graphql(`
  query NearExpiryBatches {
    nearExpiryBatches {
      productId
      productName
      size
      batchNumber
      expiryDate
      received
      remaining
      expired
    }
  }
`);

export function useNearExpiryBatches(skip: boolean) {
  return useQuery(nearExpiryBatchesQuery, { skip, fetchPolicy: 'cache-and-network' });
}
