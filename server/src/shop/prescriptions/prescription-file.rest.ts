import { Router } from 'express';
import { contextOf } from '../../common/request-context';
import type { Services } from '../../services';
import { staffOnly } from '../../staff/staff-rest';
import type { StaffServices } from '../../staff/staff-services';

/**
 * GET /staff/files/prescriptions/:orderNumber: the prescription file, for pharmacy and admin
 * only, never stored by any cache, every view in the audit trail. A photo (always re-encoded
 * WebP) is shown inline; a PDF only ever downloads. The file's own answer may not run anything.
 */
export function prescriptionFileRouter({
  services,
  staff,
  siteUrl,
}: {
  services: Services;
  staff: StaffServices;
  siteUrl: string;
}): Router {
  const router = Router();
  router.get(
    '/staff/files/prescriptions/:orderNumber',
    ...staffOnly(staff, siteUrl, ['pharmacy', 'admin']),
    async (req, res) => {
      const file = await services.prescriptionDesk.file(
        contextOf(req),
        String(req.params.orderNumber),
      );
      const extension = file.kind === 'PDF' ? 'pdf' : 'webp';
      const disposition = file.kind === 'PDF' ? 'attachment' : 'inline';
      res.setHeader('Content-Type', file.contentType);
      res.setHeader(
        'Content-Disposition',
        `${disposition}; filename="prescription-${file.orderNumber}.${extension}"`,
      );
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
      res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
      res.send(file.bytes);
    },
  );
  return router;
}
