import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from './database-unavailable';
import { DomainError, errorFacts, GENERIC_MESSAGE, httpStatus, toDomainError } from './errors';
import type { Logger } from './logger';

/** `/api/*` paths nobody serves: JSON, never the SPA's index.html. */
export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ error: `No API route for ${req.method} ${req.path}` });
};

interface HttpError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
}

/**
 * Paths whose documented answers carry a flag (`{ ok }` for placing an order, `{ success }` for
 * looking orders up) say it in their failures too: `{ ok: false, error, ... }`.
 */
export type AnswerFlag = 'ok' | 'success';

/** Marks the routes after it as answering with `flag`, failures included. */
export function answersWith(flag: AnswerFlag): RequestHandler {
  return (_req, res, next) => {
    res.locals.answerFlag = flag;
    next();
  };
}

/** A success in the route's documented shape: `{ ok: true, ...body }` where the route has a flag. */
export function sendSuccess(res: Response, body: Record<string, unknown>, status = 200): void {
  const flag = res.locals.answerFlag as AnswerFlag | undefined;
  res.status(status).json(flag ? { [flag]: true, ...body } : body);
}

/** A rule the caller broke: its status, `Retry-After` when it says when, and the message. */
function sendDomainError(res: Response, error: DomainError): void {
  const retryAfter = error.details?.retryAfterSeconds;
  if (typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
  const flag = res.locals.answerFlag as AnswerFlag | undefined;
  res.status(httpStatus(error.code)).json({
    ...(flag ? { [flag]: false } : {}),
    error: error.message,
    code: error.code,
    ...errorFacts(error),
  });
}

/**
 * The one REST error answer: `{ error, code, fields? }` with the domain code's status; malformed JSON
 * 400, too large 413, anything unexpected 500 with the request id (and logged), never a stack.
 */
export function restErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const domain = toDomainError(error);
    if (domain) {
      sendDomainError(res, domain);
      return;
    }
    const http = (error ?? {}) as HttpError;
    const status = http.status ?? http.statusCode;
    if (http.type === 'entity.parse.failed') {
      res.status(400).json({ error: 'The request body is not valid JSON.' });
      return;
    }
    if (http.type === 'entity.too.large' || status === 413) {
      res.status(413).json({ error: 'The request body is too large.' });
      return;
    }
    if (http.type === 'charset.unsupported') {
      res.status(415).json({ error: 'The request body must be JSON in UTF-8.' });
      return;
    }
    if (http.type === 'encoding.unsupported') {
      res.status(415).json({
        error:
          'That Content-Encoding is not supported. Send the body uncompressed, or as gzip, deflate or br.',
      });
      return;
    }
    if (status === 400) {
      // e.g. a gzip header on a body that is not gzip: the body is unreadable, not invalid.
      res
        .status(400)
        .json({ error: 'The request body could not be read. Please send it as JSON.' });
      return;
    }
    if (status && status >= 400 && status < 500 && http.expose !== false) {
      res.status(status).json({ error: 'The request could not be processed.' });
      return;
    }
    const requestId = String(req.id ?? '');
    if (isDatabaseUnavailable(error)) {
      (req.log ?? logger).error({ err: error, requestId }, 'database unavailable');
      res.setHeader('Retry-After', '30');
      res.status(503).json({ error: UNAVAILABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE', requestId });
      return;
    }
    (req.log ?? logger).error({ err: error, requestId }, 'unexpected error');
    res.status(500).json({ error: `${GENERIC_MESSAGE} (reference ${requestId})`, requestId });
  };
}

export const NOT_JSON_MESSAGE =
  'Please send the request body as JSON, with the header Content-Type: application/json.';

/**
 * A body the JSON parser left alone (text, a form, multipart, XML) would otherwise read as
 * "every field is missing": 415 says what is really wrong.
 */
export const requireJsonBody: RequestHandler = (req, res, next) => {
  const hasContent =
    Number(req.headers['content-length'] ?? 0) > 0 ||
    req.headers['transfer-encoding'] !== undefined;
  if (
    hasContent &&
    !['GET', 'HEAD', 'OPTIONS'].includes(req.method) &&
    !req.is('application/json')
  ) {
    next(new DomainError('UNSUPPORTED_MEDIA_TYPE', NOT_JSON_MESSAGE));
    return;
  }
  next();
};

/** The request's JSON object; anything else (an array, a string, nothing) reads as no fields. */
export function jsonBody(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  return body && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}
