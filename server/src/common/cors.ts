import type { RequestHandler } from 'express';

const ALLOWED_HEADERS = [
  'content-type',
  'idempotency-key',
  'apollo-require-preflight',
  'x-apollo-operation-name',
  'x-request-id',
].join(', ');

/**
 * CORS for the configured origins only. The site itself is same-origin and needs none; an
 * origin not on the list gets no CORS headers, so browsers keep its pages from reading answers.
 */
export function cors(origins: readonly string[]): RequestHandler {
  const allowed = new Set(origins);
  return (req, res, next) => {
    const origin = req.headers.origin;
    res.vary('Origin');
    if (!origin || !allowed.has(origin)) {
      next();
      return;
    }
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Expose-Headers', 'x-request-id, retry-after');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      res.setHeader('Access-Control-Max-Age', '600');
      res.status(204).end();
      return;
    }
    next();
  };
}
