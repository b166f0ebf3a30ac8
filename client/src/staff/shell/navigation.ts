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
/** Doctors and their time: the admin edits them; reception reads them and the bookings to move. */
const doctors: NavItem = { path: staffPaths.doctors, label: shellTexts.doctors };
/** Contact messages and feedback: reception and admins; the hero's figures: admins. */
const inbox: NavItem = { path: staffPaths.inbox, label: shellTexts.inbox };
const claims: NavItem = { path: staffPaths.claims, label: shellTexts.claims };

export const navigationFor: Record<StaffRole, readonly NavItem[]> = {
  // Failed messages: each desk its own (reception bookings', pharmacy orders'), an admin all.
  ADMIN: [
    ...desk,
    doctors,
    ...pharmacy,
    messages,
    inbox,
    claims,
    { path: staffPaths.posts, label: shellTexts.posts },
    { path: staffPaths.audit, label: shellTexts.audit },
    // Patients' data rights: the queue is the admin's; reception records requests in person.
    { path: staffPaths.dataRequests, label: shellTexts.dataRequests },
    { path: staffPaths.clinic, label: shellTexts.clinic },
  ],
  RECEPTION: [
    ...desk,
    doctors,
    messages,
    inbox,
    { path: staffPaths.dataRequestVisit, label: shellTexts.dataRequestVisit },
  ],
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
