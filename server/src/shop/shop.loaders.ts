import DataLoader from 'dataloader';
import type { ProductVariant } from './product-variant.entity';
import type { ShopService } from './shop.service';

/** Sizes per product id, for the products of one answer (one query for a page of them). */
export const variantsLoader = ({ shop }: { shop: ShopService }) =>
  new DataLoader<number, ProductVariant[]>((productIds) => shop.variantsOf(productIds));

/** Products per category id, for categories reached through a page of products. */
export const productCountLoader = ({ shop }: { shop: ShopService }) =>
  new DataLoader<number, number>((categoryIds) => shop.productCounts(categoryIds));
