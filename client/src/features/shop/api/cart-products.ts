import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';
import type { Language } from '../../../graphql/__generated__/graphql';

export const cartProductsQuery = graphql(`
  query CartProducts($ids: [ID!]!, $language: Language!) {
    productsByIds(ids: $ids) {
      id
      name(language: $language)
      inEnglish(language: $language)
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
 * of one product an order may hold; names in `language`.
 */
export function useCartProducts(ids: string[], language: Language) {
  return useQuery(cartProductsQuery, {
    variables: { ids, language },
    skip: ids.length === 0,
    fetchPolicy: 'network-only',
  });
}
