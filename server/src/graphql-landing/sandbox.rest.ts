import { Router, type Request } from 'express';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import {
  SANDBOX_PAGE_CSP,
  SANDBOX_PAGE_HTML,
  SANDBOX_PATHS,
  SANDBOX_SCRIPT_TEXT,
  SANDBOX_STYLE_TEXT,
} from './sandbox-page';

/** Revalidated (ETag) on every visit, so a new deploy's page, script and schema are never missed. */
const REVALIDATE = 'no-cache';

const wantsHtml = (req: Request) => req.accepts(['json', 'html']) === 'html';

/**
 * GET /graphql in a browser: the Sandbox page; beside it its script, its stylesheet and the
 * schema as a file (printed as schema/schema.graphql is). Mounted ahead of Apollo, whose own
 * landing page is off; GraphQL GETs that are not for a browser pass through to Apollo.
 */
export function sandboxRouter(schema: GraphQLSchema): Router {
  const router = Router();
  const sdl = `${printSchema(lexicographicSortSchema(schema))}\n`;

  router.get(SANDBOX_PATHS.page, (req, res, next) => {
    // A GraphQL query over GET (?query=) is Apollo's, whatever the Accept header.
    if (!wantsHtml(req) || req.query.query !== undefined) {
      next();
      return;
    }
    res.setHeader('Content-Security-Policy', SANDBOX_PAGE_CSP);
    res.setHeader('Cache-Control', REVALIDATE);
    res.type('html').send(SANDBOX_PAGE_HTML);
  });

  router.get(SANDBOX_PATHS.script, (_req, res) => {
    res.setHeader('Cache-Control', REVALIDATE);
    res.type('text/javascript').send(SANDBOX_SCRIPT_TEXT);
  });

  router.get(SANDBOX_PATHS.style, (_req, res) => {
    res.setHeader('Cache-Control', REVALIDATE);
    res.type('text/css').send(SANDBOX_STYLE_TEXT);
  });

  router.get(SANDBOX_PATHS.schema, (_req, res) => {
    res.setHeader('Cache-Control', REVALIDATE);
    res.type('text/plain').send(sdl);
  });

  return router;
}
