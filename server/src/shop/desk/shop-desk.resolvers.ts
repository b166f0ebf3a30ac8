import { OrderDeskResolver } from './order-desk.resolver';

/** The shop domain's staff half, for the staff schema (/staff/graphql) only. */
export const shopDeskResolvers = [OrderDeskResolver] as const;
