/**
 * What a staff member (or an integration key) may do; every staff operation names the roles it
 * allows (`@Authorized(...)`), checked by the staff schema's one auth checker.
 * - admin: everything, including staff accounts and the audit trail;
 * - reception: appointments, walk-ins, the queue, doctors' leave; reads messages and feedback;
 * - pharmacy: orders, stock and products;
 * - doctor: their own day, read only, and the only role that reads a patient's symptoms.
 */
export const STAFF_ROLES = ['admin', 'reception', 'pharmacy', 'doctor'] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
