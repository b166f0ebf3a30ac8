import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';
import type {
  Language,
  ProductCard_ProductFragment,
  ProductSort,
} from '../../../graphql/__generated__/graphql';

export const productCardFragment = graphql(`
  fragment ProductCard_product on Product {
    id
    slug
    name(language: $language)
    description(language: $language)
    shortDescription(language: $language)
    inEnglish(language: $language)
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
      name(language: $language)
      inEnglish(language: $language)
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
    $language: Language!
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
  /** Names and descriptions in this language, the English where it has none. */
  language: Language;
}

/** One page of products for the filters in the URL. */
export function useProducts({ search, category, sortBy, page, language }: ProductFilters) {
  return useQuery(productsQuery, {
    variables: {
      search: search || null,
      category: category || null,
      sortBy,
      page,
      pageSize: PRODUCTS_PAGE_SIZE,
      language,
    },
    notifyOnNetworkStatusChange: true,
  });
}
