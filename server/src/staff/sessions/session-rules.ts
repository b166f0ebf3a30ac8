/** A session ends 30 minutes after its last request (ASVS 7.3.1)... */
export const SESSION_IDLE_MS = 30 * 60_000;
/** ...and 12 hours after sign-in, however busy (ASVS 7.3.2). */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
/**
 * last_seen_at is written at most this often: a page's burst of requests is one write. The idle
 * end is counted from the write, so a session never lives longer than 30 idle minutes.
 */
export const SESSION_TOUCH_MS = 60_000;
