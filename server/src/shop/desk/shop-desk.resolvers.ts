import { CatalogueDeskResolver } from '../catalogue/catalogue-desk.resolver';
import { StockDeskResolver } from '../stock/stock-desk.resolver';

/** The shop domain's staff half (the pharmacy desk), for the staff schema only. */
export const shopDeskResolvers = [CatalogueDeskResolver, StockDeskResolver] as const;
