import { existsSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { isStaffPage } from './page-rules';

/** The console's page, from its own build (client/vite.staff.config.ts), under the client's. */
export const STAFF_HTML = path.join('staff', 'staff.html');

/** Every console page, and its HTML file asked for by name: never stored, never indexed. */
export function setStaffPageHeaders(res: Pick<ServerResponse, 'setHeader'>): void {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
}

/**
 * /staff and every address below it (but files and /staff/graphql): the console's own page,
 * which renders in the browser behind a staff session; never rendered on the server. Its
 * scripts, under /staff/assets/, are served with the site's (see site-pages.ts).
 */
export function staffConsole(clientDist: string): RequestHandler {
  const file = path.join(clientDist, STAFF_HTML);
  const html = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  return (req, res, next) => {
    const looksLikeFile = /\.[A-Za-z0-9]+$/.test(req.path);
    if (
      !isStaffPage(req.path) ||
      looksLikeFile ||
      req.path.startsWith('/staff/graphql') ||
      (req.method !== 'GET' && req.method !== 'HEAD')
    ) {
      next();
      return;
    }
    setStaffPageHeaders(res);
    if (!html) {
      res
        .status(404)
        .type('text/plain')
        .send('The staff console is not built. Run `npm run build`.');
      return;
    }
    res.status(200).type('html').send(html);
  };
}
