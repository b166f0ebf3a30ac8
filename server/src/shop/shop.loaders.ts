import DataLoader from 'dataloader';
import type { ShopService } from './shop.service';

/** Products per category id, for categories reached through a page of products. */
export const productCountLoader = ({ shop }: { shop: ShopService }) =>
  new DataLoader<number, number>((categoryIds) => shop.productCounts(categoryIds));
