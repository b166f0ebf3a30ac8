import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';

/**
 * Bodies of requests read before routing (PublicReads.front reads a small GraphQL POST to look
 * its answer up). Such a request reaches the app already read, never to be read from its stream
 * again: an earlier front that put the bytes back on the stream (`unshift`) left browsers' form
 * posts unanswered now and then.
 */
const preRead = new WeakMap<IncomingMessage, Buffer>();

/** The body read before routing, if it was. */
export function preReadBodyOf(req: IncomingMessage): Buffer | undefined {
  return preRead.get(req);
}

/**
 * Reads the whole body of `req` as its parser would (`data` to `end`), keeping it for the app.
 * Undefined when the request fails or is aborted first: nobody is waiting for an answer then.
 */
export function readBodyFirst(req: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const settle = (body: Buffer | undefined) => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onFail);
      req.off('aborted', onFail);
      if (body) preRead.set(req, body);
      resolve(body);
    };
    const onData = (chunk: Buffer) => chunks.push(chunk);
    const onEnd = () => settle(Buffer.concat(chunks));
    const onFail = () => settle(undefined);
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onFail);
    req.on('aborted', onFail);
  });
}

/** The first character that is not JSON whitespace, as body-parser's strict mode reads it. */
const FIRST_CHAR = /^[ \t\n\r]*([^ \t\n\r])/;

/**
 * `parser` (express.json) for requests nobody read yet; for one read before routing, its body
 * parsed as express.json parses it: UTF-8 without a byte-order mark, an object or an array at the
 * top, and a body that is not JSON refused with the same error (entity.parse.failed, 400). The
 * front reads only `application/json` bodies within the body limit, so no other check applies.
 */
export function jsonOrPreRead(parser: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const body = preRead.get(req);
    if (body === undefined) return parser(req, res, next);
    const text = body.toString('utf8').replace(/^\uFEFF/, '');
    const first = FIRST_CHAR.exec(text)?.[1];
    try {
      if (first !== '{' && first !== '[') throw new SyntaxError('Not an object or array');
      req.body = JSON.parse(text);
    } catch {
      next(
        Object.assign(new Error('Body is not valid JSON'), {
          status: 400,
          type: 'entity.parse.failed',
        }),
      );
      return;
    }
    next();
  };
}
