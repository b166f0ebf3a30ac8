import { Router, type RequestHandler } from 'express';
import { DomainError } from '../../common/errors';
import { noStore } from '../../common/http-cache';
import { contextOf } from '../../common/request-context';
import { MAX_UPLOAD_BYTES, UPLOAD_WORDS, uploadBody } from '../../common/uploads/upload-body';
import type { PrescriptionUploadService } from './prescription-upload.service';

/**
 * A declared length over the limit is refused before one byte of the body is read, and the
 * connection closed after the answer, so a 50 MB upload costs the server nothing.
 */
const refuseDeclaredOversize: RequestHandler = (req, res, next) => {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_UPLOAD_BYTES) {
    res.setHeader('Connection', 'close');
    throw new DomainError('TOO_LARGE', UPLOAD_WORDS.tooLarge, { file: UPLOAD_WORDS.tooLarge });
  }
  next();
};

/**
 * POST /api/prescriptions: the file itself as the body (a photo or a PDF, at most 5 MB). Answers
 * 201 `{ token, expiresAt, kind, size }`: the token, never a URL, is what checkout sends.
 */
export function prescriptionUploadRouter({
  prescriptionUploads,
}: {
  prescriptionUploads: PrescriptionUploadService;
}): Router {
  const router = Router();
  router.post(
    '/api/prescriptions',
    noStore,
    async (req, _res, next) => {
      await prescriptionUploads.admit(contextOf(req));
      next();
    },
    refuseDeclaredOversize,
    ...uploadBody(MAX_UPLOAD_BYTES),
    async (req, res) => {
      const receipt = await prescriptionUploads.upload(contextOf(req), req.body as Buffer);
      res.status(201).json({
        token: receipt.token,
        expiresAt: receipt.expiresAt.toISOString(),
        kind: receipt.kind,
        size: receipt.byteSize,
      });
    },
  );
  return router;
}
