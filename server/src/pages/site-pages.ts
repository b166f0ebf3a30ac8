import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Request, type RequestHandler } from 'express';
import type { HindiDigits } from '../common/hindi-digits';
import { DomainError } from '../common/errors';
import type { ContentChanges } from '../common/content-changes';
import type { Logger } from '../common/logger';
import { PageCache } from './page-cache';
import { loadRenderer, renderWithData, type Execute } from './page-renderer';
import { alternateLinks, chosenLocale, localizedPath, pageLocale } from './page-locale';
import { isPersonalPage, pageAddress } from './page-rules';
import { inlineStylesheets, loaderEarly, PageTemplate } from './page-template';
import { setStaffPageHeaders, staffConsole } from './staff-console';

export interface SitePagesOptions {
  clientDist: string;
  /** The site's public origin (SITE_URL): canonical links are built on it, never on the Host. */
  siteUrl: string;
  logger: Logger;
  /** Runs the page's GraphQL operations as this visitor's request. */
  executeFor: (req: Request) => Execute;
  /**
   * Spends one of this visitor's expensive reads on a render and waits for their turn; throws
   * RATE_LIMITED past their budget. The render ends the turn when it is done.
   */
  beginRender?: (req: Request) => Promise<() => void>;
  /** The digits Hindi pages write numbers with (HINDI_DIGITS). */
  hindiDigits?: HindiDigits;
  /** Staff changes to what pages show, here or on other instances: the cached pages go. */
  contentChanges?: Pick<ContentChanges, 'onChange'>;
}

const RENDER_TIMEOUT_MS = 3000;
/** Rendering takes the event loop; past this many at once, visitors get the shell instead. */
const MAX_RENDERS_IN_FLIGHT = 4;
const PAGE_TTL_MS = 60_000;
const MAX_CACHED_PAGES = 500;
const retryAfter = (error: DomainError) => Number(error.details?.retryAfterSeconds ?? 60);

/** Browsers revalidate HTML (304 via ETag) so a new deploy's assets are never missed. */
const HTML_CACHE_CONTROL = 'public, no-cache';

/**
 * The page's address on the site's own origin: the request's path and query only. Its Host, or a
 * path like //attacker.example/privacy read as a URL, would otherwise name another origin in a
 * page that is cached for every visitor.
 */
export function pageUrl(siteUrl: string, req: Pick<Request, 'path' | 'originalUrl'>): URL {
  const url = new URL(siteUrl);
  url.pathname = req.path;
  const query = req.originalUrl.indexOf('?');
  url.search = query >= 0 ? req.originalUrl.slice(query) : '';
  return url;
}

interface ServedPage {
  status: number;
  body: string;
  retryAfterSeconds?: number;
}

/**
 * The built client: fingerprinted assets cached for a year, and every page address answered
 * with server-rendered HTML (content, title, description, canonical link, data) that the
 * browser then hydrates. Falls back to the plain shell when rendering is impossible.
 */
export async function sitePages({
  clientDist,
  siteUrl,
  logger,
  executeFor,
  beginRender,
  hindiDigits = 'latin',
  contentChanges,
}: SitePagesOptions): Promise<RequestHandler[]> {
  const indexHtml = path.join(clientDist, 'index.html');
  const built = existsSync(indexHtml);
  const renderer = built ? await loadRenderer(clientDist) : undefined;
  const template = built
    ? new PageTemplate(
        loaderEarly(
          inlineStylesheets(readFileSync(indexHtml, 'utf8'), (asset) =>
            readFileSync(path.join(clientDist, asset), 'utf8'),
          ),
        ),
        renderer?.APOLLO_STATE_ID ?? '',
        renderer?.PAGE_MESSAGES_ID,
        hindiDigits,
      )
    : undefined;
  const cache = new PageCache<ServedPage>(PAGE_TTL_MS, MAX_CACHED_PAGES);
  // Every page shows the clinic's name, phones and hours (header, footer): clear them all.
  contentChanges?.onChange(() => cache.clear());
  let inFlight = 0;

  const assets = express.static(clientDist, {
    index: false,
    setHeaders(res, filePath) {
      const relative = path.relative(clientDist, filePath).split(path.sep);
      // Vite fingerprints everything under assets/ (the staff console's under staff/assets/),
      // so those never change.
      if (relative[0] === 'assets' || (relative[0] === 'staff' && relative[1] === 'assets')) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      } else if (relative[0] === 'staff') {
        setStaffPageHeaders(res);
      } else if (relative.join('/') === 'index.html') {
        res.setHeader('Cache-Control', 'no-cache');
      }
    },
  });

  async function render(req: Request): Promise<ServedPage> {
    const url = pageUrl(siteUrl, req);
    const { locale, path: pagePath } = pageLocale(url.pathname);
    const shell = { status: 200, body: template!.shellIn(locale) };
    if (!renderer || isPersonalPage(url.pathname)) return shell;
    // Parameters the page does not read change nothing: /?x=1 is the home page, from the cache.
    const address = pageAddress(url.pathname, url.searchParams);
    const cached = address.reusable ? cache.get(address.url) : undefined;
    if (cached) return cached;

    let endTurn: (() => void) | undefined;
    try {
      // Waits for this visitor's earlier renders and searches, not for anyone else's.
      endTurn = await beginRender?.(req);
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== 'RATE_LIMITED') throw error;
      // The shell still works: the browser renders the page itself once the wait is over.
      return { status: 429, body: shell.body, retryAfterSeconds: retryAfter(error) };
    }
    if (inFlight >= MAX_RENDERS_IN_FLIGHT) {
      endTurn?.();
      return shell;
    }

    inFlight += 1;
    try {
      const page = await renderWithData(
        renderer,
        new URL(address.url, url).href,
        executeFor(req),
        RENDER_TIMEOUT_MS,
        hindiDigits,
      );
      const served = {
        status: page.head.status ?? 200,
        body: template!.fill({
          ...page,
          title: page.head.title,
          description: page.head.description,
          canonicalUrl: `${siteUrl}${url.pathname}`,
          lang: page.lang,
          alternates: alternateLinks(siteUrl, pagePath),
        }),
      };
      if (address.reusable && served.status === 200) cache.set(address.url, served);
      return served;
    } catch (error) {
      req.log.warn({ err: error }, 'page not rendered on the server; sending the shell');
      return shell;
    } finally {
      inFlight -= 1;
      endTurn?.();
    }
  }

  const pages: RequestHandler = async (req, res, next) => {
    const looksLikeFile = /\.[A-Za-z0-9]+$/.test(req.path);
    if (looksLikeFile || req.path.startsWith('/graphql') || req.path.startsWith('/staff/graphql')) {
      next();
      return;
    }
    // The site's forms post only through the app; one sent natively (before or without the
    // page's script) gets its page again, its fields unread.
    if (req.method === 'POST' && template) {
      res.redirect(303, req.originalUrl);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    if (!template) {
      res.status(404).type('text/plain').send('The client is not built. Run `npm run build`.');
      return;
    }
    // The home page in the language the patient chose with the switch (the `lang` cookie); a
    // first visit is never sent elsewhere (the app offers Hindi, see README, Languages).
    if (req.path === '/') {
      res.setHeader('Vary', 'Cookie');
      const chosen = chosenLocale(req.headers.cookie);
      if (chosen && chosen !== 'en') {
        const query = req.originalUrl.indexOf('?');
        res.setHeader('Cache-Control', 'no-store');
        res.redirect(
          302,
          localizedPath(chosen, '/') + (query >= 0 ? req.originalUrl.slice(query) : ''),
        );
        return;
      }
    }
    const page = await render(req);
    if (page.retryAfterSeconds !== undefined) {
      res.setHeader('Retry-After', String(page.retryAfterSeconds));
      res.setHeader('Cache-Control', 'no-store');
    } else {
      res.setHeader('Cache-Control', HTML_CACHE_CONTROL);
    }
    res.status(page.status).type('html');
    res.send(page.body);
  };

  if (built && !renderer) logger.warn('client/dist-server is missing: pages render in the browser');
  // The staff console's pages first: /staff is also a folder of the build, which the assets'
  // handler would answer with a redirect to /staff/.
  return [staffConsole(clientDist), assets, pages];
}
