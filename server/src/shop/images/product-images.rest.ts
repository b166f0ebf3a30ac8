import { Router } from 'express';
import { contextOf } from '../../common/request-context';
import { uploadBody } from '../../common/uploads/upload-body';
import { staffOnly } from '../../staff/staff-rest';
import type { StaffServices } from '../../staff/staff-services';
import { parseUploadedImage } from './image-paths';
import type { ProductImageService } from './product-image.service';

/** A year: the bytes behind an upload's path never change (the path is their hash). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * POST /staff/api/products/:id/images (the photo as the body; pharmacy and admin) adds a photo
 * to a product; GET /images/uploads/<sha256>-<width>.webp serves it to anyone, from PostgreSQL,
 * so every instance answers the same.
 */
export function productImagesRouter({
  productImages,
  staff,
  siteUrl,
}: {
  productImages: ProductImageService;
  staff: StaffServices;
  siteUrl: string;
}): Router {
  const router = Router();

  router.post(
    '/staff/api/products/:id/images',
    ...staffOnly(staff, siteUrl, ['admin', 'pharmacy']),
    ...uploadBody(),
    async (req, res) => {
      const uploaded = await productImages.upload(
        contextOf(req),
        String(req.params.id),
        req.body as Buffer,
      );
      res.status(201).json(uploaded);
    },
  );

  router.get('/images/uploads/:file', async (req, res, next) => {
    const image = parseUploadedImage(`/images/uploads/${req.params.file}`);
    const bytes = image ? await productImages.bytes(image.sha256, image.width) : null;
    if (!bytes) {
      next();
      return;
    }
    res.setHeader('Cache-Control', IMMUTABLE);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.type('image/webp').send(bytes);
  });

  return router;
}
