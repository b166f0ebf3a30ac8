import { Router } from 'express';
import { contextOf } from '../../common/request-context';
import { uploadBody } from '../../common/uploads/upload-body';
import { staffOnly } from '../../staff/staff-rest';
import type { StaffServices } from '../../staff/staff-services';
import type { BlogImageService } from './blog-image.service';

/**
 * POST /staff/api/blog/images (admin; the image as the body, JPEG, PNG or WebP up to 5 MB):
 * stores it for a post and answers its path. The public path is served by the product images'
 * route (/images/uploads/...), which holds both.
 */
export function blogImagesRouter({
  blogImages,
  staff,
  siteUrl,
}: {
  blogImages: BlogImageService;
  staff: StaffServices;
  siteUrl: string;
}): Router {
  const router = Router();
  router.post(
    '/staff/api/blog/images',
    ...staffOnly(staff, siteUrl, ['admin']),
    ...uploadBody(),
    async (req, res) => {
      res.status(201).json(await blogImages.upload(contextOf(req), req.body as Buffer));
    },
  );
  return router;
}
