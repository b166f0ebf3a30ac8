/**
 * Errors that mean "the database cannot be reached right now" rather than "this request is wrong"
 * or "our code is wrong": refused or dropped connections, a server shutting down or starting up.
 * They are answered as 503 / SERVICE_UNAVAILABLE; the pool reconnects by itself when it returns.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connection is closed/i;

export const UNAVAILABLE_MESSAGE =
  'We cannot reach our records right now. Please try again in a minute, or call the clinic.';

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  // TypeORM wraps driver errors (driverError); Node wraps connection errors (cause, errors[]);
  // graphql-js wraps a thrown value that is not an Error of its realm (thrownValue).
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const candidate = current as {
      code?: unknown;
      message?: unknown;
      driverError?: unknown;
      thrownValue?: unknown;
      cause?: unknown;
      errors?: unknown[];
    };
    if (typeof candidate.code === 'string' && UNAVAILABLE_CODES.has(candidate.code)) return true;
    if (typeof candidate.message === 'string' && UNAVAILABLE_MESSAGES.test(candidate.message)) {
      return true;
    }
    current =
      candidate.driverError ?? candidate.thrownValue ?? candidate.cause ?? candidate.errors?.[0];
  }
  return false;
}
