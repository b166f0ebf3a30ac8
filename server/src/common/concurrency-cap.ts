import type { RequestHandler } from 'express';
import { contextOf } from './request-context';

const MESSAGE = 'Too many requests at once from your connection. Please try again in a moment.';
const RETRY_AFTER_SECONDS = 1;

/**
 * At most `max` requests in progress per client key: one client opening connection after
 * connection cannot queue the whole server behind its own requests. A request's place is given
 * back when its answer is finished or its connection closes, whichever comes first. Counted in
 * this process: it guards this process's event loop.
 */
export function concurrencyCap(max: number): RequestHandler {
  const inProgress = new Map<string, number>();
  return (req, res, next) => {
    const { clientKey } = contextOf(req);
    const count = inProgress.get(clientKey) ?? 0;
    if (count >= max) {
      res.status(429).setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      if (req.path.startsWith('/graphql')) {
        const extensions = { code: 'RATE_LIMITED', retryAfterSeconds: RETRY_AFTER_SECONDS };
        res.json({ errors: [{ message: MESSAGE, extensions }] });
      } else if (req.path.startsWith('/api/')) {
        res.json({ error: MESSAGE, code: 'RATE_LIMITED', retryAfterSeconds: RETRY_AFTER_SECONDS });
      } else {
        res.type('text/plain').send(MESSAGE);
      }
      return;
    }
    inProgress.set(clientKey, count + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const left = (inProgress.get(clientKey) ?? 1) - 1;
      if (left > 0) inProgress.set(clientKey, left);
      else inProgress.delete(clientKey);
    };
    res.once('finish', release);
    res.once('close', release);
    next();
  };
}
