import { createContext, useContext } from 'react';
import type { StaffMe } from '../api/me';

export interface StaffSession {
  me: StaffMe;
  /** Ends the session on the server, empties the console's cache and shows the sign-in page. */
  signOut: () => Promise<void>;
}

export const StaffSessionContext = createContext<StaffSession | null>(null);

/** The signed-in staff member; only screens behind the sign-in use it. */
export function useStaffSession(): StaffSession {
  const session = useContext(StaffSessionContext);
  if (!session) throw new Error('useStaffSession outside a signed-in console');
  return session;
}
