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

/**
 * What each role sees in the console (the server checks every operation again). A doctor sees
 * only their own day, the one place symptoms are shown; no other role reaches it.
 */
export const navigationFor: Record<StaffRole, readonly NavItem[]> = {
  ADMIN: [
    ...desk,
    { path: staffPaths.orders, label: shellTexts.orders },
    { path: staffPaths.prescriptions, label: shellTexts.prescriptions },
    { path: staffPaths.audit, label: shellTexts.audit },
  ],
  RECEPTION: desk,
  PHARMACY: [
    { path: staffPaths.orders, label: shellTexts.orders },
    { path: staffPaths.prescriptions, label: shellTexts.prescriptions },
  ],
  DOCTOR: [{ path: staffPaths.myDay, label: shellTexts.myDay }],
};

/** Where a role lands at /staff. */
export const homeFor = (role: StaffRole): StaffPath => navigationFor[role][0].path;

export const mayOpen = (role: StaffRole, path: StaffPath) =>
  navigationFor[role].some((item) => item.path === path);
