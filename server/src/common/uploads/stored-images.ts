import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { uploadedImagePath } from '../../shop/images/image-paths';
import { reencodeImage } from './image-upload';

// The site's uploaded photos (products, doctors): each upload re-encoded to WebP at the widths
// its pages show (metadata dropped, see image-upload.ts), kept in PostgreSQL's product_image
// table under the upload's SHA-256 and served from /images/uploads/<sha256>-<width>.webp with a
// year's immutable cache (shop/images/product-images.rest.ts). One pipeline for every photo.

export interface EncodedUpload {
  sha256: string;
  widths: { width: number; height: number; bytes: Buffer }[];
}

/**
 * An upload re-encoded at each of `widths`, named by the width asked for (a smaller photo is
 * kept at its own size). Done before any transaction: no row is locked while sharp works.
 */
export async function encodeUpload(
  bytes: Buffer,
  widths: readonly number[],
  quality = 80,
): Promise<EncodedUpload> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const encoded = await Promise.all(
    widths.map(async (width) => {
      const image = await reencodeImage(bytes, { width, quality });
      return { width, height: image.height, bytes: image.bytes };
    }),
  );
  return { sha256, widths: encoded };
}

/** Stores every width of an upload (once: the same photo twice is the same rows). */
export async function storeUpload(manager: EntityManager, upload: EncodedUpload): Promise<void> {
  await manager.query(
    `INSERT INTO product_image (sha256, width, height, bytes)
     SELECT $1, e.width, e.height, e.bytes
     FROM unnest($2::int[], $3::int[], $4::bytea[]) AS e(width, height, bytes)
     ON CONFLICT (sha256, width) DO NOTHING`,
    [
      upload.sha256,
      upload.widths.map((e) => e.width),
      upload.widths.map((e) => e.height),
      upload.widths.map((e) => e.bytes),
    ],
  );
}

/** Every width's path, for srcset. */
export const uploadPaths = (upload: EncodedUpload) =>
  upload.widths.map((e) => ({ width: e.width, path: uploadedImagePath(upload.sha256, e.width) }));
