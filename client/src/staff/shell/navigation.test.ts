import { homeFor, mayOpen, navigationFor } from './navigation';
import { staffPaths } from '../staff-paths';

const labels = (role: keyof typeof navigationFor) => navigationFor[role].map((item) => item.label);

describe('role-aware navigation', () => {
  it('shows a doctor only their own day, the one place symptoms appear', () => {
    expect(labels('DOCTOR')).toEqual(['My day']);
    expect(homeFor('DOCTOR')).toBe(staffPaths.myDay);
    expect(mayOpen('DOCTOR', staffPaths.today)).toBe(false);
  });

  it('gives reception the desk, and nobody but a doctor "My day"', () => {
    expect(labels('RECEPTION')).toEqual(['Today', 'Queue', 'Book', 'Leave', 'Week', 'Find']);
    for (const role of ['ADMIN', 'RECEPTION', 'PHARMACY'] as const) {
      expect(mayOpen(role, staffPaths.myDay)).toBe(false);
    }
  });

  it('gives pharmacy orders and prescriptions, and admins everything plus the audit trail', () => {
    expect(labels('PHARMACY')).toEqual(['Orders', 'Prescriptions']);
    expect(labels('ADMIN')).toEqual([
      ...labels('RECEPTION'),
      'Orders',
      'Prescriptions',
      'Audit trail',
    ]);
    expect(mayOpen('RECEPTION', staffPaths.audit)).toBe(false);
    for (const role of ['RECEPTION', 'DOCTOR'] as const) {
      expect(mayOpen(role, staffPaths.prescriptions)).toBe(false);
    }
  });
});
