import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Request, type Response, type Router } from 'express';
import type { AppContext } from '../context';
import { formatGraphQLError } from '../common/errors';
import { graphqlErrorsPlugin } from '../common/graphql-errors.plugin';
import { GRAPHQL_LIMITS, graphqlValidationRules, queryCostLimit } from '../common/graphql-limits';
import { noStore } from '../common/http-cache';
import { RequestLoaders } from '../common/loaders';
import type { Actor } from '../common/request-context';
import { jitGateway } from '../common/jit-gateway';
import { buildStaffSchema } from '../staff-schema';
import { staffRequestRules } from './graphql/staff-plugins';
import type { LiveSession } from './sessions/staff-sessions';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from './sessions/session-cookie';
import type { StaffContext } from './staff-context';
import type { StaffServices } from './staff-services';

export interface StaffEndpointOptions {
  nodeEnv: string;
  introspection: boolean;
  bodyLimit: string;
  siteUrl: string;
  staff: StaffServices;
  /** The app's context of a request (request, services, loaders). */
  contextFor(req: Request): AppContext;
}

/** Whether a request came from a page of this site: Sec-Fetch-Site, else Origin. */
export function fromThisSite(req: Request, siteUrl: string): boolean {
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin';
  const origin = req.headers.origin;
  if (!origin) return false;
  return origin === `${req.protocol}://${req.headers.host}` || origin === new URL(siteUrl).origin;
}

/** Who a staff request acts for: an integration key (Bearer), a session cookie, or nobody. */
export async function actorOf(
  req: Request,
  staff: StaffServices,
  now: Date,
): Promise<{ actor: Actor; session: LiveSession | null }> {
  const authorization = req.headers.authorization;
  if (authorization !== undefined) {
    const [scheme, secret] = authorization.trim().split(/\s+/);
    const key =
      scheme?.toLowerCase() === 'bearer' && secret ? await staff.keys.actorFor(secret, now) : null;
    return { actor: key ?? { kind: 'patient' }, session: null };
  }
  const token = sessionTokenOf(req);
  const session = token ? await staff.sessions.resume(token, now) : null;
  if (!session) return { actor: { kind: 'patient' }, session: null };
  const { id, name, role, doctorId } = session.staff;
  return { actor: { kind: 'staff', staffId: id, name, role, doctorId }, session };
}

/**
 * POST /staff/graphql: the staff schema on an Apollo Server of its own, with the public one's
 * error formatting, limits and CSRF prevention. Never cached, never GET, no landing page.
 */
export async function staffEndpoint(
  options: StaffEndpointOptions,
): Promise<{ router: Router; stop(): Promise<void> }> {
  const apollo = new ApolloServer<StaffContext>({
    gateway: jitGateway(await buildStaffSchema()),
    introspection: options.introspection,
    csrfPrevention: true,
    validationRules: graphqlValidationRules,
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
    allowBatchedHttpRequests: false,
    hideSchemaDetailsFromClientErrors: options.nodeEnv === 'production',
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: options.nodeEnv === 'development',
    formatError: (formatted, error) =>
      formatGraphQLError(formatted, error, { includeStack: options.nodeEnv === 'development' }),
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      // Every answer is no-store (below), whatever hints shared types carry.
      ApolloServerPluginCacheControlDisabled(),
      graphqlErrorsPlugin(),
      queryCostLimit<StaffContext>(),
      staffRequestRules(),
    ],
  });
  await apollo.start();

  const context = async ({ req, res }: { req: Request; res: Response }): Promise<StaffContext> => {
    const base = options.contextFor(req);
    const { actor, session } = await actorOf(req, options.staff, base.request.now());
    const current = sessionTokenOf(req);
    const request = { ...base.request, actor };
    return {
      ...base,
      request,
      loaders: new RequestLoaders({ ...base.services, request }),
      staff: options.staff,
      session,
      sameOrigin: fromThisSite(req, options.siteUrl),
      cookie: {
        current,
        set: (token) => setSessionCookie(req, res, token),
        clear: () => clearSessionCookie(req, res),
      },
    };
  };

  const router = express.Router();
  router.use('/staff/graphql', noStore, (req, res, next) => {
    if (req.method === 'POST') return next();
    res.setHeader('Allow', 'POST');
    res.status(405).json({ error: 'The staff API answers POST requests only.' });
  });
  router.use(
    '/staff/graphql',
    express.json({ limit: options.bodyLimit }),
    (req, _res, next) => {
      // Apollo insists on req.body existing; a non-JSON POST must reach its CSRF check.
      if (!('body' in req)) (req as { body?: unknown }).body = undefined;
      next();
    },
    expressMiddleware(apollo, { context }),
  );
  return { router, stop: () => apollo.stop() };
}
