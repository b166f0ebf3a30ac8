import type { AuthCheckerFn } from 'type-graphql';
import { DomainError } from '../../common/errors';
import { isStaffRole } from '../../common/staff-role';
import type { StaffContext } from '../staff-context';
import { STAFF_WORDS } from '../staff-words';

/**
 * What a session that may only enrol a second factor (an admin signing in without one) may call,
 * besides me, signIn and signOut, which need no rule.
 */
export const ENROLMENT_OPERATIONS = new Set(['beginTotpEnrolment', 'confirmTotpEnrolment']);

/**
 * The staff schema's one auth checker, for every `@Authorized(...)`: nobody signed in is
 * UNAUTHENTICATED; a role the rule does not name is FORBIDDEN; `@Authorized()` with no roles
 * lets any staff member through. Roles are named exactly: admin is not implied anywhere (no
 * other role, admin included, reads a patient's symptoms).
 */
export const staffAuthChecker: AuthCheckerFn<StaffContext, string> = ({ context, info }, roles) => {
  const { actor } = context.request;
  if (actor.kind === 'patient')
    throw new DomainError('UNAUTHENTICATED', STAFF_WORDS.unauthenticated);
  const field =
    info.parentType.name === 'Query' || info.parentType.name === 'Mutation'
      ? info.fieldName
      : undefined;
  if (context.session?.enrolmentOnly && !(field && ENROLMENT_OPERATIONS.has(field)))
    throw new DomainError('ENROLMENT_REQUIRED', STAFF_WORDS.enrolmentRequired);
  if (roles.length === 0) return true;
  if (!roles.every(isStaffRole))
    throw new Error(`Unknown role in @Authorized: ${roles.join(', ')}`);
  if (!roles.includes(actor.role)) throw new DomainError('FORBIDDEN', STAFF_WORDS.forbidden);
  return true;
};
