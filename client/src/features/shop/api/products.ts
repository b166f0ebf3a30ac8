import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';
import type {
  ProductCard_ProductFragment,
  ProductSort,
} from '../../../graphql/__generated__/graphql';

export const productCardFragment = graphql(`
  fragment ProductCard_product on Product {
    id
    slug
    name
    description
    shortDescription
    price
    comparePrice
    images
    stock
    isFeatured
    prescriptionOnly
    variants {
      id
      label
      stock
    }
    category {
      id
      name
    }
  }
`);

export const productsQuery = graphql(`
  query Products(
    $search: String
    $category: String
    $sortBy: ProductSort
    $page: Int
    $pageSize: Int
  ) {
    products(
      search: $search
      category: $category
      sortBy: $sortBy
      page: $page
      pageSize: $pageSize
    ) {
      total
      totalIsLowerBound
      page
      pageSize
      items {
        ...ProductCard_product
      }
    }
  }
`);

export type ProductCardData = ProductCard_ProductFragment;

export const PRODUCTS_PAGE_SIZE = 24;

export interface ProductFilters {
  search: string;
  category: string;
  sortBy: ProductSort;
  page: number;
}

/** One page of products for the filters in the URL. */
export function useProducts({ search, category, sortBy, page }: ProductFilters) {
  return useQuery(productsQuery, {
    variables: {
      search: search || null,
      category: category || null,
      sortBy,
      page,
      pageSize: PRODUCTS_PAGE_SIZE,
    },
    notifyOnNetworkStatusChange: true,
  });
}
