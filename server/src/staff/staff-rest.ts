import type { RequestHandler } from 'express';
import { DomainError } from '../common/errors';
import { noStore } from '../common/http-cache';
import { actAs, contextOf } from '../common/request-context';
import type { StaffRole } from '../common/staff-role';
import { actorOf, fromThisSite } from './staff-endpoint';
import type { StaffServices } from './staff-services';
import { STAFF_WORDS } from './staff-words';

/**
 * The staff door for what GraphQL carries badly (file uploads, PDFs, images of prescriptions):
 * the same rules as /staff/graphql. Never cached; a session or an integration key with one of
 * `roles` (named exactly, as @Authorized names them); a session that may only enrol a second
 * factor gets nothing; writes from a session need a page of this site. After it,
 * `contextOf(req).actor` is the staff member or key, for services and the audit trail.
 */
export function staffOnly(
  staff: StaffServices,
  siteUrl: string,
  roles: readonly StaffRole[],
): RequestHandler[] {
  const guard: RequestHandler = async (req, _res, next) => {
    const { actor, session } = await actorOf(req, staff, contextOf(req).now());
    if (actor.kind === 'patient')
      throw new DomainError('UNAUTHENTICATED', STAFF_WORDS.unauthenticated);
    if (session?.enrolmentOnly)
      throw new DomainError('ENROLMENT_REQUIRED', STAFF_WORDS.enrolmentRequired);
    if (!roles.includes(actor.role)) throw new DomainError('FORBIDDEN', STAFF_WORDS.forbidden);
    const write = req.method !== 'GET' && req.method !== 'HEAD';
    if (write && actor.kind === 'staff' && !fromThisSite(req, siteUrl))
      throw new DomainError('FORBIDDEN', STAFF_WORDS.crossOrigin);
    actAs(req, actor);
    next();
  };
  return [noStore, guard];
}
