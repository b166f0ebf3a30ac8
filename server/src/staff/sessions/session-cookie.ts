import type { Request, Response } from 'express';

/** Browsers refuse `Secure` and the `__Host-` prefix over plain http, except on these hosts. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

export const SECURE_COOKIE = '__Host-staff_session';
export const LOOPBACK_COOKIE = 'staff_session';

/** Whether the request names a loopback host (a developer's machine, the tests). */
export function isLoopbackHost(req: Request): boolean {
  const host = (req.headers.host ?? '').toLowerCase();
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  return LOOPBACK_HOSTS.has(name);
}

/** The session cookie's name for this request's host. */
export function sessionCookieName(req: Request): string {
  return isLoopbackHost(req) ? LOOPBACK_COOKIE : SECURE_COOKIE;
}

/** The session token the request's cookie carries, if any. */
export function sessionTokenOf(req: Request): string | undefined {
  const name = sessionCookieName(req);
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

function cookieOptions(req: Request) {
  // HttpOnly: no script reads it; SameSite=Strict: no other site's page sends it; Path=/ and
  // no Domain, as the __Host- prefix requires.
  return { httpOnly: true, secure: !isLoopbackHost(req), sameSite: 'strict' as const, path: '/' };
}

export function setSessionCookie(req: Request, res: Response, token: string): void {
  res.cookie(sessionCookieName(req), token, cookieOptions(req));
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(sessionCookieName(req), cookieOptions(req));
}
