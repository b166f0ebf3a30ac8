import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { StaffRole } from '../common/staff-role';
import { makeAccount, signedIn, staffGraphql, type StaffAnswer, type StaffApp } from './staff';

/** A signed-in staff member of `role` calling /staff/graphql as the console does. */
export interface DeskCaller {
  cookie: string;
  name: string;
  call(query: string, variables?: Record<string, unknown>): Promise<StaffAnswer>;
}

export async function deskCaller(app: StaffApp, role: StaffRole = 'pharmacy'): Promise<DeskCaller> {
  const account = await makeAccount(app.dataSource, role);
  const { cookie } = await signedIn(app, account);
  return {
    cookie,
    name: `Test ${role}`,
    call: (query, variables = {}) => staffGraphql(app.url, query, variables, { cookie }),
  };
}

/**
 * Takes the products a suite made at the desk off the shop (hidden, as staff would), so the
 * public catalogue the next suites read is the demo's again: they list the newest first.
 */
export async function hideDeskProducts(dataSource: DataSource): Promise<void> {
  await dataSource.query(
    `UPDATE product SET hidden = true WHERE slug LIKE 'desk-product-%' AND NOT hidden`,
  );
}

/** A valid product input of the test's own (unique name and web address). */
export function productInput(categoryId: string, overrides: Record<string, unknown> = {}) {
  const tag = randomUUID().slice(0, 8);
  return {
    name: `Desk Product ${tag}`,
    slug: `desk-product-${tag}`,
    description: 'A product the desk made for a test.',
    shortDescription: 'For tests',
    price: 120.5,
    comparePrice: 150,
    categoryId,
    lowStockThreshold: 5,
    isFeatured: false,
    hsnCode: '30049099',
    gstRate: 12,
    prescriptionOnly: false,
    drugSchedule: 'NONE',
    ...overrides,
  };
}

export const DESK_PRODUCT_FIELDS = `id slug name price comparePrice images categoryId stock
  lowStockThreshold lowStock nearestExpiry hidden prescriptionOnly drugSchedule hsnCode gstRate
  sizes { id label stock }`;

export const CREATE_PRODUCT = `mutation Create($input: ProductInput!) {
  createProduct(input: $input) { ${DESK_PRODUCT_FIELDS} }
}`;
export const UPDATE_PRODUCT = `mutation Update($id: ID!, $input: ProductInput!) {
  updateProduct(id: $id, input: $input) { ${DESK_PRODUCT_FIELDS} }
}`;
export const ADJUST_STOCK = `mutation Adjust($input: StockAdjustmentInput!) {
  adjustStock(input: $input) { ${DESK_PRODUCT_FIELDS} }
}`;
export const RECEIVE_STOCK = `mutation Receive($input: StockReceiptInput!) {
  receiveStock(input: $input) { ${DESK_PRODUCT_FIELDS} }
}`;
export const SET_HIDDEN = `mutation Hide($id: ID!, $hidden: Boolean!) {
  setProductHidden(id: $id, hidden: $hidden) { id hidden }
}`;
export const MOVEMENTS = `query Movements($productId: ID!) {
  stockMovements(productId: $productId) {
    kind quantity size reason batchNumber expiryDate orderNumber by
  }
}`;

/** The first category's id. */
export async function someCategory(app: StaffApp): Promise<string> {
  const [row] = await app.dataSource.query(`SELECT min(id) AS id FROM category`);
  return String(row.id);
}
