import type {
  IncomingMessage,
  OutgoingHttpHeaders,
  RequestListener,
  ServerResponse,
} from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { KeyValueCache, KeyValueCacheSetOptions } from '@apollo/utils.keyvaluecache';
import type { RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import type { Clock } from './clock';
import { maskUrl } from './log-masking';
import type { Logger } from './logger';
import { preReadBodyOf, readBodyFirst } from './pre-read-body';
import { requestIdOf } from './request-id';

/** What one instance keeps at most: a few thousand answers, and this many bytes of them. */
const MAX_ANSWERS = 2_000;
const MAX_BYTES = 32 * 1024 * 1024;
/** As the compression middleware: smaller bodies go as they are. */
const COMPRESS_FROM_BYTES = 1024;
/** GraphQL bodies larger than this are not looked up (the site's own are well under 2 KB). */
const MAX_GRAPHQL_BODY_BYTES = 16 * 1024;
const GRAPHQL_PATH = '/graphql';

/**
 * Headers of a kept answer that belong to one response or one requester, not to the answer:
 * sent afresh (or not at all) each time it is sent again.
 */
const NOT_KEPT = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'date',
  'age',
  'connection',
  'keep-alive',
  'x-request-id',
  'x-sql-queries',
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-expose-headers',
]);

type Encoding = 'br' | 'gzip';

/** An answer as the app sent it, to send again: its body in each encoding asked for. */
interface KeptAnswer {
  headers: OutgoingHttpHeaders;
  etag: string | undefined;
  identity: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** `public, max-age=N` from cachePublicly, `max-age=N, public` from Apollo's cache control. */
const PUBLIC_MAX_AGE = /^(?:public, max-age=(\d{1,9})|max-age=(\d{1,9}), public)$/;

/** The max-age of an answer marked public, or 0. */
function publicMaxAge(cacheControl: unknown): number {
  const match = typeof cacheControl === 'string' ? PUBLIC_MAX_AGE.exec(cacheControl) : null;
  return match ? Number(match[1] ?? match[2]) : 0;
}

/** A GraphQL POST small enough to read before routing: JSON, its length announced. */
function isSmallGraphqlPost(req: IncomingMessage): boolean {
  if (req.method !== 'POST' || req.url !== GRAPHQL_PATH) return false;
  const type = req.headers['content-type'];
  if (type !== 'application/json' && type !== 'application/json; charset=utf-8') return false;
  const length = Number(req.headers['content-length']);
  return Number.isInteger(length) && length > 0 && length <= MAX_GRAPHQL_BODY_BYTES;
}

/** The encoding to send in, chosen as the compression middleware chooses: brotli first. */
function encodingFor(req: IncomingMessage): Encoding | undefined {
  const chosen = new Negotiator(req).encoding(['br', 'gzip', 'identity'], {
    preferred: ['br', 'gzip'],
  });
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

function encode(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(body);
}

/** An LRU of answers, each kept for its own max-age or `seconds`, whichever is less. */
function answers<V extends object | string>(
  seconds: number,
  clock: Clock,
  size: (value: V) => number,
) {
  return new LRUCache<string, V>({
    max: MAX_ANSWERS,
    maxSize: MAX_BYTES,
    sizeCalculation: (value) => Math.max(1, size(value)),
    ttl: seconds * 1000,
    // By the clinic's clock, so a test that moves it sees answers expire; read at every look-up.
    ttlResolution: 0,
    perf: { now: () => clock.now().getTime() },
  });
}

/**
 * A kept answer is told apart by how the request reached us (HSTS), its address and, for a
 * GraphQL POST, its body as sent.
 */
const keyOf = (req: IncomingMessage, url = req.url, body?: Buffer) =>
  `${req.headers['x-forwarded-proto'] ?? ''} ${req.method} ${url} ${body?.toString('utf8') ?? ''}`;

/**
 * Public reads kept in this process for a few seconds: the doctors, products and posts every
 * visitor asks for, through REST (routes that mark their answer `cachePublicly`) and GraphQL
 * (answers whose every field carries a PUBLIC cache hint, kept by Apollo's response cache
 * plugin). Never past an answer's own max-age, so never staler than a browser or CDN may keep
 * it; a staff change clears it at once on every instance (`clear` on ContentChanges). Personal
 * answers are `no-store` or carry no public hint, and are never kept.
 *
 * A kept answer (REST, or GraphQL to the site's own pages) is sent again before Express sees the
 * request (`front`), with the headers the app gave it (security headers, Cache-Control, ETag):
 * the framework's own cost per request was most of a public read's, even answered from memory.
 * Such a read skips per-client budgets, as it costs less than refusing it would.
 */
export class PublicReads {
  /** Answers as sent (REST GETs and GraphQL POSTs), for the front to send again. */
  private readonly sent: LRUCache<string, KeptAnswer> | undefined;
  /** GraphQL results as Apollo's response cache plugin keeps them (pages, other origins). */
  private readonly results: LRUCache<string, string> | undefined;

  constructor(
    private readonly seconds: number,
    clock: Clock,
    /** The site's own origin: its pages' requests carry it and need no CORS answer. */
    private readonly siteOrigin: string,
  ) {
    if (seconds <= 0) return;
    this.sent = answers<KeptAnswer>(seconds, clock, (a) => a.identity.length);
    this.results = answers<string>(seconds, clock, (a) => a.length);
  }

  get enabled(): boolean {
    return this.seconds > 0;
  }

  clear(): void {
    this.sent?.clear();
    this.results?.clear();
  }

  private ttlFor(maxAge: number): number {
    return Math.min(maxAge, this.seconds) * 1000;
  }

  /** Asked for by the site itself or by no browser: the answer has no CORS part of its own. */
  private ownOrigin(req: IncomingMessage): boolean {
    const origin = req.headers.origin;
    return origin === undefined || origin === this.siteOrigin;
  }

  /**
   * Mounted where public reads are routed (/api, /graphql): keeps an answer marked public (200,
   * no cookie) to a GET, or to a GraphQL POST the front read, asked for by no other origin.
   */
  keep(): RequestHandler {
    const cache = this.sent;
    return (req, res, next) => {
      if (!cache || !this.ownOrigin(req)) return next();
      const body = preReadBodyOf(req);
      if (req.method !== 'GET' && body === undefined) return next();
      const key = keyOf(req, req.originalUrl, body);
      const send = res.send.bind(res);
      res.send = (answer?: unknown) => {
        const maxAge = publicMaxAge(res.getHeader('Cache-Control'));
        const keep = res.statusCode === 200 && maxAge > 0 && typeof answer === 'string';
        send(answer);
        if (keep && !res.hasHeader('Set-Cookie')) {
          const headers: OutgoingHttpHeaders = {};
          for (const [name, value] of Object.entries(res.getHeaders())) {
            if (!NOT_KEPT.has(name) && value !== undefined) headers[name] = value;
          }
          cache.set(
            key,
            {
              headers,
              etag: res.getHeader('ETag') as string | undefined,
              identity: Buffer.from(answer),
              encoded: {},
            },
            { ttl: this.ttlFor(maxAge) },
          );
        }
        return res;
      };
      next();
    };
  }

  /**
   * The request listener: kept answers sent at once, everything else to `app`. A small GraphQL
   * POST is read whole first to look its answer up; on a miss the app gets it already read
   * (jsonOrPreRead parses it).
   */
  front(app: RequestListener, logger: Logger): RequestListener {
    const cache = this.sent;
    if (!cache) return app;
    const sendKept = (req: IncomingMessage, res: ServerResponse, kept: KeptAnswer) => {
      const started = performance.now();
      const id = requestIdOf(req);
      const notModified =
        req.method === 'GET' &&
        kept.etag !== undefined &&
        req.headers['if-none-match'] === kept.etag;
      let body = kept.identity;
      const headers: OutgoingHttpHeaders = { ...kept.headers, 'x-request-id': id };
      const encoding = body.length >= COMPRESS_FROM_BYTES ? encodingFor(req) : undefined;
      if (encoding && !notModified) {
        body = kept.encoded[encoding] ??= encode(kept.identity, encoding);
        headers['content-encoding'] = encoding;
      }
      if (notModified) {
        res.writeHead(304, headers);
        res.end();
      } else {
        headers['content-length'] = body.length;
        res.writeHead(200, headers);
        res.end(body);
      }
      if (logger.isLevelEnabled('info')) {
        logger.info(
          {
            reqId: id,
            req: { method: req.method, url: maskUrl(req.url ?? '') },
            res: { statusCode: res.statusCode },
            responseTime: Math.round(performance.now() - started),
          },
          'request completed',
        );
      }
    };
    return (req: IncomingMessage, res: ServerResponse) => {
      if (!this.ownOrigin(req)) return app(req, res);
      if (req.method === 'GET') {
        const kept = cache.get(keyOf(req));
        return kept ? sendKept(req, res, kept) : app(req, res);
      }
      if (!isSmallGraphqlPost(req)) return app(req, res);
      void readBodyFirst(req).then((body) => {
        if (body === undefined) return;
        const kept = cache.get(keyOf(req, req.url, body));
        return kept ? sendKept(req, res, kept) : app(req, res);
      });
    };
  }

  /** The store Apollo's response cache plugin keeps GraphQL answers in. */
  graphql(): KeyValueCache<string> {
    const cache = this.results;
    return {
      get: async (key) => cache?.get(key),
      set: async (key: string, value: string, options?: KeyValueCacheSetOptions) => {
        const ttl = this.ttlFor(options?.ttl ?? 0);
        if (cache && ttl > 0) cache.set(key, value, { ttl });
      },
      delete: async (key) => cache?.delete(key) ?? false,
    };
  }
}
