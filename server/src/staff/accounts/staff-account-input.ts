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
  /** A pharmacist's registration number, recorded when they approve a prescription. */
  registrationNumber?: string;
  password: string;
}

const REGISTRATION = /^[A-Za-z0-9/ .-]{2,40}$/;

/** A registration number's problem, if any (pharmacy and admin accounts only). */
export function registrationProblem(role: string, registration: string): string | undefined {
  if (!REGISTRATION.test(registration)) return STAFF_WORDS.registrationFormat;
  if (role !== 'pharmacy' && role !== 'admin') return STAFF_WORDS.registrationOnlyForPharmacy;
  return undefined;
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
  registrationNumber?: string;
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
  const registrationNumber = input.registrationNumber?.trim() || undefined;
  const registrationWrong =
    registrationNumber && registrationProblem(input.role, registrationNumber);
  if (registrationWrong) fields.registration = registrationWrong;
  const passwordWrong = passwordProblem(input.password);
  if (passwordWrong) fields.password = passwordWrong;
  if (Object.keys(fields).length > 0) throw validationError(fields);
  return {
    email,
    name,
    role: input.role as StaffRole,
    doctorSlug: input.doctorSlug,
    registrationNumber,
    password: input.password,
  };
}
