import { Router } from 'express';
import { contextOf } from '../../common/request-context';
import { uploadBody } from '../../common/uploads/upload-body';
import { staffOnly } from '../../staff/staff-rest';
import type { StaffServices } from '../../staff/staff-services';
import type { DoctorDeskService } from './doctor-desk.service';

/**
 * POST /staff/api/doctors/:id/photo (the photo as the body; admin only) sets a doctor's photo.
 * It is served like product photos, from /images/uploads (shop/images/product-images.rest.ts).
 */
export function doctorPhotoRouter({
  doctorDesk,
  staff,
  siteUrl,
}: {
  doctorDesk: DoctorDeskService;
  staff: StaffServices;
  siteUrl: string;
}): Router {
  const router = Router();
  router.post(
    '/staff/api/doctors/:id/photo',
    ...staffOnly(staff, siteUrl, ['admin']),
    ...uploadBody(),
    async (req, res) => {
      const uploaded = await doctorDesk.uploadPhoto(
        contextOf(req),
        String(req.params.id),
        req.body as Buffer,
      );
      res.status(201).json(uploaded);
    },
  );
  return router;
}
