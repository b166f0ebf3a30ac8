import type { DataSource } from 'typeorm';
import type { RequestContext } from '../../common/request-context';
import { encodeUpload, storeUpload, uploadPaths } from '../../common/uploads/stored-images';
import { uploadedImagePath } from '../../shop/images/image-paths';
import { recordStaffAudit } from '../../staff/audit/record-audit';

/** A post's images: 800 px fills the article column on a laptop; 400 px and 1200 px for srcset. */
export const BLOG_IMAGE_WIDTHS = [400, 800, 1200] as const;
export const BLOG_MAIN_IMAGE_WIDTH = 800;

export interface UploadedBlogImage {
  /** The path a post's cover or its Markdown (`![alt](path)`) uses. */
  path: string;
  widths: { width: number; path: string }[];
}

/**
 * Images for posts (a cover, or one inside the body), uploaded like product photos and stored
 * with them: sniffed, re-encoded to WebP without metadata, kept in PostgreSQL under their
 * SHA-256 and served from /images/uploads/ as immutable. The upload is audited; a post names it
 * only when saved.
 */
export class BlogImageService {
  constructor(private readonly dataSource: DataSource) {}

  async upload(ctx: RequestContext, bytes: Buffer): Promise<UploadedBlogImage> {
    const upload = await encodeUpload(bytes, BLOG_IMAGE_WIDTHS);
    const path = uploadedImagePath(upload.sha256, BLOG_MAIN_IMAGE_WIDTH);
    await this.dataSource.transaction(async (manager) => {
      await storeUpload(manager, upload);
      await recordStaffAudit(manager, ctx, {
        action: 'post.image.upload',
        recordType: 'blog_image',
        recordId: upload.sha256,
        after: { path },
      });
    });
    return { path, widths: uploadPaths(upload) };
  }
}
