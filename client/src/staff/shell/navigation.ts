import type { StaffRole } from '../graphql/__generated__/graphql';
import { staffPaths, type StaffPath } from '../staff-paths';
import { shellTexts } from './strings';

export interface NavItem {
  path: StaffPath;
  label: string;
}

const desk: NavItem[] = [
  { path: staffPaths.today, label: shellTexts.today },
  { path: staffPaths.queue, label: shellTexts.queue },
  { path: staffPaths.book, label: shellTexts.book },
  { path: staffPaths.leave, label: shellTexts.leave },
  { path: staffPaths.week, label: shellTexts.week },
  { path: staffPaths.find, label: shellTexts.find },
];

/** The pharmacy desk: orders, the day's collections, prescriptions to check, products and categories. */
const pharmacy: NavItem[] = [
  { path: staffPaths.orders, label: shellTexts.orders },
  { path: staffPaths.collections, label: shellTexts.collections },
  { path: staffPaths.prescriptions, label: shellTexts.prescriptions },
  { path: staffPaths.products, label: shellTexts.products },
  { path: staffPaths.categories, label: shellTexts.categories },
];

/**
 * What each role sees in the console (the server checks every operation again). A doctor sees
 * only their own day, the one place symptoms are shown; no other role reaches it.
 */
const messages: NavItem = { path: staffPaths.messages, label: shellTexts.messages };

export const navigationFor: Record<StaffRole, readonly NavItem[]> = {
  // Failed messages: each desk its own (reception bookings', pharmacy orders'), an admin all.
  ADMIN: [...desk, ...pharmacy, messages, { path: staffPaths.audit, label: shellTexts.audit }],
  RECEPTION: [...desk, messages],
  PHARMACY: [...pharmacy, messages],
  DOCTOR: [{ path: staffPaths.myDay, label: shellTexts.myDay }],
};

/** Where a role lands at /staff. */
export const homeFor = (role: StaffRole): StaffPath => navigationFor[role][0].path;

/**
 * Whether a role may open a path: one of its sections, or a page below one (an order's page
 * below /staff/orders). /staff itself (Today) has no pages below it.
 */
export const mayOpen = (role: StaffRole, path: string) =>
  navigationFor[role].some(
    (item) =>
      item.path === path || (item.path !== staffPaths.today && path.startsWith(`${item.path}/`)),
  );
