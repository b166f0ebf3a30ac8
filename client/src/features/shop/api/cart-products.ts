import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';

export const cartProductsQuery = graphql(`
  query CartProducts($ids: [ID!]!) {
    productsByIds(ids: $ids) {
      id
      name
      price
      images
      stock
      prescriptionOnly
      variants {
        id
        label
      }
    }
    orderLimits {
      maxPerProduct
    }
  }
`);

/**
 * The cart's products as the server has them now (today's price, stock, or gone), and how many
 * of one product an order may hold.
 */
export function useCartProducts(ids: string[]) {
  return useQuery(cartProductsQuery, {
    variables: { ids },
    skip: ids.length === 0,
    fetchPolicy: 'network-only',
  });
}
