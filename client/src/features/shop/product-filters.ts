/* eslint-disable lingui/no-unlocalized-strings -- the API's sort codes and their URL names, no words */
import type { ProductSort } from '../../graphql/__generated__/graphql';

/** Sort names as they appear in the URL (?sort=price_asc), readable and stable. */
const SORTS: Record<string, ProductSort> = {
  newest: 'NEWEST',
  price_asc: 'PRICE_ASC',
  price_desc: 'PRICE_DESC',
  name: 'NAME',
};

export const SORT_ORDER: ProductSort[] = ['NEWEST', 'PRICE_ASC', 'PRICE_DESC', 'NAME'];

export interface UrlFilters {
  q: string;
  category: string;
  sort: ProductSort;
  page: number;
}

/** Filters from the address bar; anything unknown falls back to the default. */
export function readFilters(params: URLSearchParams): UrlFilters {
  const page = Number(params.get('page'));
  return {
    q: params.get('q')?.trim() ?? '',
    category: params.get('category')?.trim() ?? '',
    sort: SORTS[params.get('sort') ?? ''] ?? 'NEWEST',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address bar for some filters: defaults are left out, so /products stays /products. */
export function writeFilters({ q, category, sort, page }: UrlFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (category) params.set('category', category);
  if (sort !== 'NEWEST') params.set('sort', sort.toLowerCase());
  if (page > 1) params.set('page', String(page));
  return params;
}
