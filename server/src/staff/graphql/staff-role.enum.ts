import { registerEnumType } from 'type-graphql';
import type { StaffRole } from '../../common/staff-role';

/** The roles as the staff schema names them (ADMIN...), carrying the lowercase role inside. */
export enum StaffRoleValue {
  ADMIN = 'admin',
  RECEPTION = 'reception',
  PHARMACY = 'pharmacy',
  DOCTOR = 'doctor',
}

registerEnumType(StaffRoleValue, { name: 'StaffRole', description: 'What a staff member may do' });

export const roleValue = (role: StaffRole): StaffRoleValue => role as StaffRoleValue;
