import { validationError, type FieldErrors } from '../../common/errors';
import { isStaffRole, type StaffRole } from '../../common/staff-role';
import { passwordProblem } from '../password/password-policy';
import { STAFF_WORDS } from '../staff-words';

export interface NewStaffAccount {
  email: string;
  name: string;
  role: StaffRole;
  /** The doctor's slug, for the doctor role only. */
  doctorSlug?: string;
  password: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** E-mail addresses are kept and compared lower-cased and trimmed. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function emailProblem(email: string): string | undefined {
  return email.length > 254 || !EMAIL.test(email) ? STAFF_WORDS.emailInvalid : undefined;
}

/** Checks a new account's fields; throws VALIDATION naming each one at fault. */
export function validateNewAccount(input: {
  email: string;
  name: string;
  role: string;
  doctorSlug?: string;
  password: string;
}): NewStaffAccount {
  const fields: FieldErrors = {};
  const email = normaliseEmail(input.email);
  const name = input.name.trim();
  const emailWrong = emailProblem(email);
  if (emailWrong) fields.email = emailWrong;
  if (name.length === 0 || name.length > 100) fields.name = STAFF_WORDS.nameRequired;
  if (!isStaffRole(input.role)) fields.role = STAFF_WORDS.roleUnknown;
  else if (input.role === 'doctor' && !input.doctorSlug) fields.doctor = STAFF_WORDS.doctorRequired;
  else if (input.role !== 'doctor' && input.doctorSlug)
    fields.doctor = STAFF_WORDS.doctorOnlyForDoctors;
  const passwordWrong = passwordProblem(input.password);
  if (passwordWrong) fields.password = passwordWrong;
  if (Object.keys(fields).length > 0) throw validationError(fields);
  return {
    email,
    name,
    role: input.role as StaffRole,
    doctorSlug: input.doctorSlug,
    password: input.password,
  };
}
