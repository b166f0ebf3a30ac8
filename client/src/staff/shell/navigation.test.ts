import { homeFor, mayOpen, navigationFor } from './navigation';
import { orderPath, packingSlipPath, staffPaths } from '../staff-paths';

const labels = (role: keyof typeof navigationFor) => navigationFor[role].map((item) => item.label);

describe('role-aware navigation', () => {
  it('shows a doctor only their own day, the one place symptoms appear', () => {
    expect(labels('DOCTOR')).toEqual(['My day']);
    expect(homeFor('DOCTOR')).toBe(staffPaths.myDay);
    expect(mayOpen('DOCTOR', staffPaths.today)).toBe(false);
  });

  it('gives reception the desk, and nobody but a doctor "My day"', () => {
    expect(labels('RECEPTION')).toEqual([
      'Today',
      'Queue',
      'Book',
      'Leave',
      'Week',
      'Find',
      'Doctors',
      'Failed messages',
      'Inbox',
      'Data request in person',
    ]);
    // Reception reads the doctors and moves the bookings their time no longer holds.
    expect(mayOpen('RECEPTION', staffPaths.stranded)).toBe(true);
    for (const role of ['PHARMACY', 'DOCTOR'] as const) {
      expect(mayOpen(role, staffPaths.doctors)).toBe(false);
    }
    for (const role of ['ADMIN', 'RECEPTION', 'PHARMACY'] as const) {
      expect(mayOpen(role, staffPaths.myDay)).toBe(false);
    }
  });

  it('gives pharmacy orders, collections, prescriptions, products and categories, and admins everything plus the audit trail and the clinic profile', () => {
    expect(labels('PHARMACY')).toEqual([
      'Orders',
      'Collections',
      'Prescriptions',
      'Products',
      'Categories',
      'Failed messages',
    ]);
    const desk = labels('RECEPTION').slice(0, -3);
    const pharmacy = labels('PHARMACY').slice(0, -1);
    expect(labels('ADMIN')).toEqual([
      ...desk,
      ...pharmacy,
      'Failed messages',
      'Inbox',
      'Home page figures',
      'Blog',
      'Audit trail',
      'Data requests',
      'Clinic profile',
    ]);
    // The inbox is reception's and admins'; the home page's figures are admins' alone.
    expect(mayOpen('PHARMACY', staffPaths.inbox)).toBe(false);
    expect(mayOpen('DOCTOR', staffPaths.inbox)).toBe(false);
    expect(mayOpen('RECEPTION', staffPaths.claims)).toBe(false);
    // Patients' data requests: the queue is the admin's alone; reception records visits.
    for (const role of ['RECEPTION', 'PHARMACY', 'DOCTOR'] as const) {
      expect(mayOpen(role, staffPaths.dataRequests)).toBe(false);
      expect(mayOpen(role, staffPaths.clinic)).toBe(false);
      expect(mayOpen(role, staffPaths.posts)).toBe(false);
    }
    expect(mayOpen('RECEPTION', staffPaths.dataRequestVisit)).toBe(true);
    expect(mayOpen('DOCTOR', staffPaths.messages)).toBe(false);
    expect(mayOpen('RECEPTION', staffPaths.audit)).toBe(false);
    expect(mayOpen('RECEPTION', staffPaths.products)).toBe(false);
    expect(mayOpen('DOCTOR', staffPaths.categories)).toBe(false);
    for (const role of ['RECEPTION', 'DOCTOR'] as const) {
      expect(mayOpen(role, staffPaths.prescriptions)).toBe(false);
    }
  });

  it('opens the pages below a section to the roles of that section only', () => {
    const order = orderPath('ORD-20261122-4821');
    for (const role of ['PHARMACY', 'ADMIN'] as const) {
      expect(mayOpen(role, order)).toBe(true);
      expect(mayOpen(role, packingSlipPath('ORD-20261122-4821'))).toBe(true);
    }
    for (const role of ['RECEPTION', 'DOCTOR'] as const) {
      expect(mayOpen(role, order)).toBe(false);
      expect(mayOpen(role, staffPaths.collections)).toBe(false);
    }
    // Today (/staff) is not a prefix of every page.
    expect(mayOpen('RECEPTION', '/staff/audit')).toBe(false);
    expect(mayOpen('PHARMACY', '/staff/ordersx')).toBe(false);
  });
});
