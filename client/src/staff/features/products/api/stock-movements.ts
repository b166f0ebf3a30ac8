import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';

export const stockMovementsQuery = graphql(`
  query StockMovements($productId: ID!) {
    stockMovements(productId: $productId) {
      id
      kind
      quantity
      size
      reason
      batchNumber
      expiryDate
      orderNumber
      by
      at
    }
  }
`);

export function useStockMovements(productId: string) {
  return useQuery(stockMovementsQuery, {
    variables: { productId },
    fetchPolicy: 'cache-and-network',
  });
}
