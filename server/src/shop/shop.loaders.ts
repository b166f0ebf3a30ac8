import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { ShopService } from './shop.service';

/** Products per category id, for categories reached through a page of products. */
export const productCountLoader = (dataSource: DataSource) =>
  new DataLoader<number, number>((categoryIds) =>
    new ShopService(dataSource).productCounts(categoryIds),
  );
