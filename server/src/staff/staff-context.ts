import type { AppContext } from '../context';
import type { LiveSession } from './sessions/staff-sessions';
import type { StaffServices } from './staff-services';

/**
 * What every staff resolver receives: the app's context, with `request.actor` the signed-in staff
 * member or integration key (or a patient, that is nobody, before sign-in), and the staff side's
 * own services.
 */
export interface StaffContext extends AppContext {
  staff: StaffServices;
  /** The cookie's live session, when the actor signed in with one. */
  session: LiveSession | null;
  /** Whether the request came from a page of this site (Origin or Sec-Fetch-Site). */
  sameOrigin: boolean;
  /** The session cookie of this request's answer. */
  cookie: { set(token: string): void; clear(): void; current: string | undefined };
}
