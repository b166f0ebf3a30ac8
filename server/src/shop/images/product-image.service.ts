import type { DataSource } from 'typeorm';
import { encodeUpload, storeUpload, uploadPaths } from '../../common/uploads/stored-images';
import { DomainError } from '../../common/errors';
import type { RequestContext } from '../../common/request-context';
import { recordStaffAudit } from '../../staff/audit/record-audit';
import { MAX_IMAGES } from '../catalogue/product-rules';
import { MAIN_IMAGE_WIDTH, PRODUCT_IMAGE_WIDTHS, uploadedImagePath } from './image-paths';

export const IMAGE_DESK_WORDS = {
  productNotFound: 'This product was not found. It may have been removed; refresh the list.',
  tooMany: `A product can have at most ${MAX_IMAGES} images. Remove one before adding another.`,
} as const;

export interface UploadedImage {
  /** The path product.images holds (the card's width). */
  path: string;
  /** Every width's path, for srcset. */
  widths: { width: number; path: string }[];
  /** The product's images after the upload, main first. */
  images: string[];
}

/**
 * Product photos: each upload re-encoded to WebP at every width the shop shows (metadata
 * dropped), stored in PostgreSQL under the upload's SHA-256, and added to the product's images
 * with an audit row, in one transaction. The same photo uploaded twice is stored once.
 */
export class ProductImageService {
  constructor(private readonly dataSource: DataSource) {}

  async upload(ctx: RequestContext, productId: string, bytes: Buffer): Promise<UploadedImage> {
    const id = /^[1-9]\d{0,8}$/.test(productId) ? Number(productId) : null;
    if (id === null) throw notFound();
    const upload = await encodeUpload(bytes, PRODUCT_IMAGE_WIDTHS);
    const path = uploadedImagePath(upload.sha256, MAIN_IMAGE_WIDTH);
    return this.dataSource.transaction(async (manager) => {
      const [product] = (await manager.query(
        `SELECT images FROM product WHERE id = $1 FOR UPDATE`,
        [id],
      )) as { images: string[] }[];
      if (!product) throw notFound();
      if (!product.images.includes(path) && product.images.length >= MAX_IMAGES) {
        throw new DomainError('CONFLICT', IMAGE_DESK_WORDS.tooMany, {
          file: IMAGE_DESK_WORDS.tooMany,
        });
      }
      await storeUpload(manager, upload);
      const images = product.images.includes(path) ? product.images : [...product.images, path];
      if (images !== product.images) {
        await manager.query(`UPDATE product SET images = $2 WHERE id = $1`, [id, images]);
        await recordStaffAudit(manager, ctx, {
          action: 'product.image.add',
          recordType: 'product',
          recordId: id,
          before: { images: product.images },
          after: { images },
        });
      }
      return {
        path,
        widths: uploadPaths(upload),
        images,
      };
    });
  }

  /** The stored WebP of one upload at one width, or null. */
  async bytes(sha256: string, width: number): Promise<Buffer | null> {
    const [row] = (await this.dataSource.query(
      `SELECT bytes FROM product_image WHERE sha256 = $1 AND width = $2`,
      [sha256, width],
    )) as { bytes: Buffer }[];
    return row?.bytes ?? null;
  }
}

function notFound(): DomainError {
  return new DomainError('NOT_FOUND', IMAGE_DESK_WORDS.productNotFound, {
    productId: IMAGE_DESK_WORDS.productNotFound,
  });
}
