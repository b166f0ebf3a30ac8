import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { DomainError } from '../errors';

/** The largest file anyone may upload: a phone photo, a scanned prescription, a product image. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const UPLOAD_WORDS = {
  tooLarge: 'The file is larger than 5 MB. Please choose a smaller photo or file.',
  empty: 'Please choose a file to upload.',
};

/**
 * An upload sent as the request body itself (`fetch(url, { method: 'POST', body: file })`), at
 * most `maxBytes`: no multipart parser, nothing written to disk. The declared type is ignored;
 * what the file is comes from its bytes (see image-upload.ts). After it, `req.body` is a Buffer.
 */
export function uploadBody(maxBytes = MAX_UPLOAD_BYTES): RequestHandler[] {
  const read = express.raw({ type: () => true, limit: maxBytes });
  const tooLarge: ErrorRequestHandler = (error: { type?: string }, _req, _res, next) => {
    next(
      error?.type === 'entity.too.large'
        ? new DomainError('TOO_LARGE', UPLOAD_WORDS.tooLarge)
        : error,
    );
  };
  const present: RequestHandler = (req, _res, next) => {
    const body: unknown = req.body;
    if (!Buffer.isBuffer(body) || body.length === 0)
      throw new DomainError('VALIDATION', UPLOAD_WORDS.empty, { file: UPLOAD_WORDS.empty });
    next();
  };
  return [read, tooLarge as unknown as RequestHandler, present];
}
