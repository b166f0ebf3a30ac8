import { CatalogueDeskResolver } from '../catalogue/catalogue-desk.resolver';
import { StockDeskResolver } from '../stock/stock-desk.resolver';
import { OrderDeskResolver } from './order-desk.resolver';

/** The shop domain's staff half (the pharmacy desk), for the staff schema (/staff/graphql) only. */
export const shopDeskResolvers = [
  OrderDeskResolver,
  CatalogueDeskResolver,
  StockDeskResolver,
] as const;
