import type { DataSource } from 'typeorm';
import { DomainError } from '../../common/errors';
import type { RateLimiter, RateLimitRule } from '../../common/rate-limit';
import type { RequestContext } from '../../common/request-context';
import { reencodeImage, sniffImage } from '../../common/uploads/image-upload';
import { activeContentOf, looksLikePdf } from './pdf-check';
import { PRESCRIPTION_MESSAGES as M } from './prescription-messages';
import type { PrescriptionKind } from './prescription.entity';
import { hashOfToken, newUploadToken, UPLOAD_TOKEN_LIFETIME_MS } from './prescription-token';

/**
 * Uploads per client address: a patient attaches one prescription, maybe again after a blurred
 * photo; re-encoding photos costs the server real work, so a script is slowed down early.
 */
export const PRESCRIPTION_UPLOAD_LIMIT: RateLimitRule = {
  name: 'prescription-upload',
  limit: 20,
  windowMs: 60 * 60_000,
  message: M.uploadLimited,
};

/**
 * An A4 prescription at about 170 dpi: enough to read a doctor's handwriting. Re-encoding a
 * 4 MB, 12-megapixel phone photo to it takes about 0.6 s on one core (2,400 px took 1.2 s).
 */
const IMAGE_WIDTH = 2000;

export interface UploadReceipt {
  /** The one-time token checkout sends with the order; the only way to the file. */
  token: string;
  expiresAt: Date;
  kind: PrescriptionKind;
  byteSize: number;
}

/** What an upload is, from its bytes: a photo drawn afresh, or a PDF without active content. */
async function cleanFile(
  bytes: Buffer,
): Promise<{ kind: PrescriptionKind; contentType: string; bytes: Buffer }> {
  if (sniffImage(bytes)) {
    const image = await reencodeImage(bytes, { width: IMAGE_WIDTH, quality: 85 });
    return { kind: 'IMAGE', contentType: 'image/webp', bytes: image.bytes };
  }
  if (looksLikePdf(bytes)) {
    if (activeContentOf(bytes)) {
      throw new DomainError('UNSUPPORTED_MEDIA_TYPE', M.activePdf, { file: M.activePdf });
    }
    return { kind: 'PDF', contentType: 'application/pdf', bytes };
  }
  throw new DomainError('UNSUPPORTED_MEDIA_TYPE', M.notAccepted, { file: M.notAccepted });
}

/** Patients' prescription uploads, kept privately until an order attaches one. */
export class PrescriptionUploadService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rateLimiter: RateLimiter,
  ) {}

  /** Counted before the body is read: a refused or oversized file still costs an attempt. */
  admit(ctx: RequestContext): Promise<void> {
    return this.rateLimiter.hit(PRESCRIPTION_UPLOAD_LIMIT, ctx.clientKey);
  }

  async upload(ctx: RequestContext, bytes: Buffer): Promise<UploadReceipt> {
    const file = await cleanFile(bytes);
    const token = newUploadToken();
    const now = ctx.now();
    const expiresAt = new Date(now.getTime() + UPLOAD_TOKEN_LIFETIME_MS);
    await this.dataSource.query(
      `INSERT INTO prescription (token_hash, kind, content_type, bytes, byte_size, uploaded_at,
         expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        hashOfToken(token),
        file.kind,
        file.contentType,
        file.bytes,
        file.bytes.length,
        now,
        expiresAt,
      ],
    );
    return { token, expiresAt, kind: file.kind, byteSize: file.bytes.length };
  }

  /** Deletes uploads no order attached before they expired; returns how many. */
  async purgeExpired(now: Date): Promise<number> {
    const [, deleted] = (await this.dataSource.query(
      `DELETE FROM prescription WHERE order_id IS NULL AND expires_at < $1`,
      [now],
    )) as [unknown, number];
    return deleted;
  }
}
