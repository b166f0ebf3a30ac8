import { createServer, type RequestListener, type Server } from 'node:http';
import type { HttpLimits } from './config';
import type { Logger } from './logger';

/** A refused connection is worth one log line a minute, not one each: a flood would fill the log. */
const DROP_REPORT_MS = 60_000;

/**
 * The HTTP server with every limit set on purpose rather than left to Node's defaults, which let
 * idle connections with unfinished requests pile up until the process runs out of file handles
 * and even /healthz fails:
 * - at most `maxConnections` open at once; beyond that, a new connection is closed at once;
 * - a client that has not sent its headers within `headersTimeoutMs`, or its whole request within
 *   `requestTimeoutMs`, is answered 408 and its connection closed;
 * - an idle keep-alive connection is closed after `keepAliveTimeoutMs`.
 */
export function createHttpServer(app: RequestListener, limits: HttpLimits, logger: Logger): Server {
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      // Node checks those timeouts on this tick (30 s by default): it must be shorter than they are.
      connectionsCheckingInterval: Math.max(50, Math.min(1000, limits.headersTimeoutMs / 4)),
    },
    app,
  );
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.maxConnections = limits.maxConnections;

  let dropped = 0;
  let reportTimer: NodeJS.Timeout | undefined;
  server.on('drop', () => {
    dropped += 1;
    reportTimer ??= setTimeout(() => {
      logger.warn(
        { dropped, maxConnections: limits.maxConnections },
        'connections refused: HTTP_MAX_CONNECTIONS reached',
      );
      dropped = 0;
      reportTimer = undefined;
    }, DROP_REPORT_MS).unref();
  });
  return server;
}
