import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { constants as zlib } from 'node:zlib';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import ApolloServerPluginResponseCache from '@apollo/server-plugin-response-cache';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import express, { type Request } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { DataSource } from 'typeorm';
import { blogPageRedirects, blogRouter } from './blog/blog.rest';
import { blogImagesRouter } from './blog/desk/blog-images.rest';
import { appointmentLookupRouter } from './booking/appointment-lookup.rest';
import { lookupCodeRouter } from './shop/lookup-code/lookup-code.rest';
import { bookingRouter } from './booking/booking.rest';
import { queueRouter } from './booking/queue.rest';
import { clinicRouter } from './clinic/clinic.rest';
import { doctorsRouter } from './clinic/doctors.rest';
import type { Config } from './common/config';
import { mutationsAreNotCached } from './common/cache-control';
import { ContentChanges } from './common/content-changes';
import { formatGraphQLError } from './common/errors';
import { GRAPHQL_LIMITS, graphqlValidationRules, queryCostLimit } from './common/graphql-limits';
import { graphqlErrorsPlugin } from './common/graphql-errors.plugin';
import { RequestLoaders } from './common/loaders';
import { systemClock, type Clock } from './common/clock';
import { attachRequestContext, contextOf } from './common/request-context';
import { maskedError, type Logger } from './common/logger';
import { concurrencyCap } from './common/concurrency-cap';
import { jsonOrPreRead } from './common/pre-read-body';
import { cors } from './common/cors';
import { ExpensiveReads, operationReads } from './common/expensive-reads';
import { IntrospectionCache } from './common/introspection-cache';
import { noStore } from './common/http-cache';
import { PublicReads } from './common/public-reads';
import { withHealthProbes } from './common/health-probes';
import { requestIdOf } from './common/request-id';
import { uncompressedAnswers } from './common/uncompressed-answers';
import { maskUrl } from './common/log-masking';
import { RateLimiter } from './common/rate-limit';
import { sqlQueryCountHeader } from './common/sql-query-count';
import { apiNotFound, requireJsonBody, restErrorHandler } from './common/rest';
import type { AppContext } from './context';
import { buildAppSchema } from './schema';
import { createServices, type Services } from './services';
import { loadMessagesConfig, type MessagesConfig } from './messages/messages-config';
import { startJobQueue } from './messages/outbox/job-queue';
import { Outbox } from './messages/outbox/outbox';
import { shopRouter } from './shop/shop.rest';
import { productImagesRouter } from './shop/images/product-images.rest';
import { doctorPhotoRouter } from './clinic/desk/doctor-photo.rest';
import { newsletterRouter } from './messages/newsletter.rest';
import { ordersRouter } from './shop/order.rest';
import { prescriptionUploadRouter } from './shop/prescriptions/prescription-upload.rest';
import { prescriptionFileRouter } from './shop/prescriptions/prescription-file.rest';
import { invoiceRouter, staffInvoiceRouter } from './shop/invoice/invoice.rest';
import { dataRightsFileRouter } from './privacy/data-rights.rest';
import { contactRouter } from './messages/contact.rest';
import { newsletterExportRouter } from './messages/inbox/newsletter-export.rest';
import { testimonialsRouter } from './messages/inbox/testimonials.rest';
import { feedbackRouter } from './messages/feedback.rest';
import { unsubscribePages } from './messages/unsubscribe.pages';
import { MessageReplies } from './messages/whatsapp-webhook/message-replies';
import { whatsappWebhookRouter } from './messages/whatsapp-webhook/whatsapp-webhook.rest';
import { smsWebhookRouter } from './messages/sms-webhook/sms-webhook.rest';
import { searchRouter } from './search/search.rest';
import { seoRouter } from './seo/seo.rest';
import { sandboxRouter } from './graphql-landing/sandbox.rest';
import { executeInProcess } from './pages/execute-in-process';
import { sitePages } from './pages/site-pages';
import { staffEndpoint } from './staff/staff-endpoint';
import { createStaffServices, type StaffServices } from './staff/staff-services';

/** The settings the HTTP app reads (the rest are main.ts's). */
export type AppConfig = Pick<
  Config,
  | 'nodeEnv'
  | 'bodyLimit'
  | 'imageHosts'
  | 'clientDist'
  | 'trustProxy'
  | 'corsOrigins'
  | 'introspection'
  | 'rateLimitScale'
  | 'sqlQueryCountHeader'
  | 'siteUrl'
  | 'bookingCaps'
  | 'orderCaps'
  | 'deliveryAreas'
  | 'phoneOnlyLookupsPerHour'
  | 'expensiveReadsPerMinute'
  | 'maxConcurrentPerClient'
  | 'publicReadCacheSeconds'
  | 'unsubscribeSecret'
  | 'batchExpiryWarningDays'
> &
  Partial<Pick<Config, 'hindiDigits' | 'dataRequestDueDays' | 'retentionMonths'>>;

export interface CreateAppOptions {
  config: AppConfig;
  /** Messaging's configuration (channels, quiet hours, retries); `log` only when unset. */
  messages?: MessagesConfig;
  dataSource: DataSource;
  logger: Logger;
  /** Shared across instances when given (Redis); in memory otherwise. */
  rateLimiter?: RateLimiter;
  /** Every rule's "now"; tests pass one they move. */
  clock?: Clock;
  /**
   * The PostgreSQL that other instances share: this one LISTENs there for their content changes
   * (see common/content-changes.ts). Unset (embedded database, one instance): local changes only.
   */
  contentChangesUrl?: string;
}

export interface App {
  /** The HTTP server's request listener: health probes, kept public reads, the Express app. */
  app: RequestListener;
  /** The services the app was built on, for work outside requests (housekeeping). */
  services: Services;
  /** The staff side's services (accounts, sessions, keys, the audit trail). */
  staff: StaffServices;
  /** Content changes made here or on other instances (caches clear on them). */
  contentChanges: ContentChanges;
  /** Stops Apollo Server; the HTTP server and database are the caller's. */
  stop(): Promise<void>;
}

/** helmet's default policy: a year, subdomains too; no preload (a list that is hard to leave). */
const HSTS = 'max-age=31536000; includeSubDomains';
function requestId(req: IncomingMessage, res: ServerResponse): string {
  const id = requestIdOf(req);
  res.setHeader('x-request-id', id);
  return id;
}

export async function createApp({
  config,
  dataSource,
  logger,
  rateLimiter = new RateLimiter(undefined, undefined, config.rateLimitScale),
  clock = systemClock,
  messages = loadMessagesConfig({}),
  contentChangesUrl,
}: CreateAppOptions): Promise<App> {
  const contentChanges = new ContentChanges(dataSource, logger);
  if (contentChangesUrl) await contentChanges.listen(contentChangesUrl);
  // The message queue's tables are made or migrated here; the worker that drains it is started
  // by whoever runs one (main.ts inline, or `npm run worker`).
  const jobs = await startJobQueue(dataSource, messages, { supervise: false });
  const services = createServices({
    dataSource,
    outbox: new Outbox(jobs.queue, messages),
    siteUrl: config.siteUrl,
    jobs: jobs.queue,
    rateLimiter,
    bookingCaps: config.bookingCaps,
    orderCaps: config.orderCaps,
    deliveryAreas: config.deliveryAreas,
    phoneOnlyLookupsPerHour: config.phoneOnlyLookupsPerHour,
    unsubscribeSecret: config.unsubscribeSecret,
    batchExpiryWarningDays: config.batchExpiryWarningDays,
    clock,
    imageHosts: config.imageHosts,
    hindiDigits: config.hindiDigits,
    dataRequestDueDays: config.dataRequestDueDays,
    retentionMonths: config.retentionMonths,
  });
  const reads = new ExpensiveReads(rateLimiter, config.expensiveReadsPerMinute);
  const app = express();
  app.disable('x-powered-by');
  // Behind a proxy, its X-Forwarded-For names the client; never believed unless configured.
  app.set('trust proxy', config.trustProxy);
  if (config.sqlQueryCountHeader) app.use(sqlQueryCountHeader());

  const imageHosts = config.imageHosts.map((host) => `https://${host}`);
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'"],
          // MUI/Emotion inject <style> elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', ...imageHosts],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      // Sent below, only over HTTPS: on plain HTTP it means nothing and can pin a dev host.
      strictTransportSecurity: false,
    }),
  );
  app.use((req, res, next) => {
    // req.secure believes X-Forwarded-Proto only from a proxy TRUST_PROXY names.
    if (req.secure) res.setHeader('Strict-Transport-Security', HSTS);
    next();
  });

  // Brotli (or gzip) for HTML, JS, CSS and JSON: a cheap phone on a slow link gains the most.
  app.use(compression({ brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } } }));

  app.use(
    pinoHttp({
      logger,
      genReqId: requestId,
      // One compact line per request: its id, method, masked path, status and time in ms. The
      // request's own lines (errors, business events) carry only the id, not the request again.
      quietReqLogger: true,
      serializers: {
        // The request line without headers (cookies) and with personal query values masked.
        req: (req: { method: string; url: string }) => ({
          method: req.method,
          url: maskUrl(req.url),
        }),
        // The status alone: every response header made each line about 1 KB.
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        err: maskedError,
      },
    }),
  );
  app.use(attachRequestContext(clock));

  app.use(concurrencyCap(config.maxConcurrentPerClient));
  app.use(['/graphql', '/api'], cors(config.corsOrigins));
  // Public reads are kept for a few seconds (and sent again by publicReads.front, below).
  const publicReads = new PublicReads(
    config.publicReadCacheSeconds,
    clock,
    new URL(config.siteUrl).origin,
  );
  contentChanges.onChange(() => publicReads.clear());
  app.use(['/api', '/graphql'], publicReads.keep());

  /** What resolvers see of a request, whether it came to /graphql or renders a page. */
  const contextFor = (req: Request): AppContext => {
    const request = contextOf(req);
    return { request, services, loaders: new RequestLoaders({ ...services, request }) };
  };

  const schema = await buildAppSchema();
  const introspection = new IntrospectionCache(schema);
  const apollo = new ApolloServer<AppContext>({
    schema,
    introspection: config.introspection,
    csrfPrevention: true,
    validationRules: graphqlValidationRules,
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
    allowBatchedHttpRequests: false,
    // "Did you mean ...?" suggestions map the schema for a prober; Sandbox shows it to us anyway.
    hideSchemaDetailsFromClientErrors: config.nodeEnv === 'production',
    // main.ts drains HTTP first, then stops Apollo; Apollo's own handler would re-raise the signal.
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: config.nodeEnv === 'development',
    formatError: (formatted, error) =>
      formatGraphQLError(formatted, error, { includeStack: config.nodeEnv === 'development' }),
    plugins: [
      // Ours (graphql-landing/) serves Sandbox without widening the CSP to inline scripts.
      ApolloServerPluginLandingPageDisabled(),
      graphqlErrorsPlugin(),
      queryCostLimit<AppContext>(async (cost, requestContext) => {
        // A page's own operations were paid for when the page was rendered.
        if (requestContext.contextValue.renderingPage) return;
        const cached = introspection.answers(requestContext);
        const count = operationReads(cost, cached ? 0 : cost.introspection);
        return reads.beginOperation(requestContext.contextValue.request, count);
      }),
      introspection.plugin(),
      mutationsAreNotCached(),
      ...(publicReads.enabled
        ? [ApolloServerPluginResponseCache<AppContext>({ cache: publicReads.graphql() })]
        : []),
      // Lookups by phone alone take as long whether or not the phone has orders.
      uncompressedAnswers(['ordersByPhone']),
    ],
  });
  await apollo.start();

  // The staff door: same origin only (no CORS), never cached, its own schema and Apollo Server.
  const staff = createStaffServices(dataSource);
  const staffApi = await staffEndpoint({
    nodeEnv: config.nodeEnv,
    introspection: config.introspection,
    bodyLimit: config.bodyLimit,
    siteUrl: config.siteUrl,
    staff,
    contextFor,
  });
  app.use(staffApi.router);
  // Product photos: the desk's upload (a staff route) and the public, immutable image paths.
  app.use(
    productImagesRouter({
      productImages: services.productImages,
      staff,
      siteUrl: config.siteUrl,
    }),
  );
  // Doctors' photos: the doctors desk's upload; served with the product photos above.
  app.use(doctorPhotoRouter({ doctorDesk: services.doctorDesk, staff, siteUrl: config.siteUrl }));
  // Blog images: the blog desk's upload; served with product photos from /images/uploads/.
  app.use(blogImagesRouter({ blogImages: services.blogImages, staff, siteUrl: config.siteUrl }));
  // Staff files (prescriptions, invoices): the staff door's rules, through staffOnly.
  app.use(prescriptionFileRouter({ services, staff, siteUrl: config.siteUrl }));
  app.use(staffInvoiceRouter({ services, staff, siteUrl: config.siteUrl }));
  app.use(dataRightsFileRouter({ services, staff, siteUrl: config.siteUrl }));
  app.use(newsletterExportRouter({ services, staff, siteUrl: config.siteUrl }));

  // Patients' STOP replies and delivery receipts: raw bytes, signed, before any JSON parser.
  const replies = new MessageReplies(dataSource);
  app.use(whatsappWebhookRouter({ config: messages.whatsappWebhook, replies }));
  // STOP and START by SMS, as the SMS provider forwards them (with its token).
  app.use(smsWebhookRouter({ token: messages.smsInboundToken, replies }));

  const json = express.json({ limit: config.bodyLimit });

  // Sandbox and the schema file publish the schema: only where introspection does too.
  if (config.introspection) app.use(sandboxRouter(schema));
  app.use(
    '/graphql',
    jsonOrPreRead(json),
    (req, _res, next) => {
      // Apollo insists on req.body existing; a non-JSON POST must reach its CSRF check, not a 500.
      if (!('body' in req)) (req as { body?: unknown }).body = undefined;
      next();
    },
    expressMiddleware(apollo, { context: async ({ req }) => contextFor(req) }),
  );

  // A file as the body, not JSON: before the API's JSON-only rule.
  app.use(prescriptionUploadRouter(services));
  const api = express.Router();
  api.use(json);
  api.use(requireJsonBody);
  // Public reads opt in to caching (cachePublicly); everything else is never stored.
  api.use(noStore);
  for (const router of [
    clinicRouter,
    doctorsRouter,
    shopRouter,
    ordersRouter,
    lookupCodeRouter,
    invoiceRouter,
    blogRouter,
    // Before bookingRouter, whose /appointments/:reference would take "by-phone" for one.
    appointmentLookupRouter,
    bookingRouter,
    queueRouter,
    newsletterRouter,
    feedbackRouter,
    contactRouter,
    testimonialsRouter,
    searchRouter,
  ]) {
    api.use(router({ ...services, reads }));
  }
  api.use(apiNotFound);
  app.use('/api', api);
  app.use(seoRouter({ seo: services.seo, siteUrl: config.siteUrl }));
  app.use(unsubscribePages(services));
  app.use(blogPageRedirects(services));

  app.use(
    await sitePages({
      clientDist: config.clientDist,
      siteUrl: config.siteUrl,
      logger,
      executeFor: (req) => (request) =>
        executeInProcess(apollo, request, { ...contextFor(req), renderingPage: true }),
      beginRender: (req) => reads.begin(contextOf(req)),
      hindiDigits: config.hindiDigits,
      contentChanges,
    }),
  );
  app.use((_req, res) => {
    res.status(404).json({ error: 'Not found' });
  });
  app.use(restErrorHandler(logger));

  return {
    app: withHealthProbes(dataSource, publicReads.front(app, logger)),
    services,
    staff,
    contentChanges,
    stop: async () => {
      await Promise.all([apollo.stop(), staffApi.stop(), contentChanges.stop()]);
      await jobs.boss.stop({ graceful: false, wait: true });
    },
  };
}
