import { Router } from 'express';
import { contextOf } from '../../common/request-context';
import type { Services } from '../../services';
import type { StaffServices } from '../../staff/staff-services';
import { staffOnly } from '../../staff/staff-rest';

/**
 * GET /staff/files/newsletter-signups.csv: every sign-up with its signed unsubscribe link, for
 * an admin to send a newsletter from a mail tool. Never cached (staffOnly); the export is
 * audited, as it hands out addresses.
 */
export function newsletterExportRouter({
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
    '/staff/files/newsletter-signups.csv',
    ...staffOnly(staff, siteUrl, ['admin']),
    async (req, res) => {
      const csv = await services.newsletter.exportCsv(contextOf(req), siteUrl);
      const day = csv.day;
      res.setHeader('content-type', 'text/csv; charset=utf-8');
      res.setHeader('content-disposition', `attachment; filename="newsletter-signups-${day}.csv"`);
      res.setHeader('x-content-type-options', 'nosniff');
      res.send(csv.text);
    },
  );
  return router;
}
