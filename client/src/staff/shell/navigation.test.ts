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
      'Failed messages',
    ]);
    for (const role of ['ADMIN', 'RECEPTION', 'PHARMACY'] as const) {
      expect(mayOpen(role, staffPaths.myDay)).toBe(false);
    }
  });

  it('gives pharmacy orders, collections, prescriptions, products and categories, and admins everything plus the audit trail', () => {
    expect(labels('PHARMACY')).toEqual([
      'Orders',
      'Collections',
      'Prescriptions',
      'Products',
      'Categories',
      'Failed messages',
    ]);
    const desk = labels('RECEPTION').slice(0, -1);
    const pharmacy = labels('PHARMACY').slice(0, -1);
    expect(labels('ADMIN')).toEqual([...desk, ...pharmacy, 'Failed messages', 'Audit trail']);
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
