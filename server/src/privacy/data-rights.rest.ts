import { Router } from 'express';
import { validationError } from '../common/errors';
import { contextOf } from '../common/request-context';
import type { Services } from '../services';
import { staffOnly } from '../staff/staff-rest';
import type { StaffServices } from '../staff/staff-services';
import { DATA_RIGHTS_WORDS as W } from './data-rights-words';

/**
 * GET /staff/files/data-requests/:id: everything held for the request's phone, as a JSON file.
 * Admin only; never cached (staffOnly sets no-store); each download is audited.
 */
export function dataRightsFileRouter({
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
    '/staff/files/data-requests/:id',
    ...staffOnly(staff, siteUrl, ['admin']),
    async (req, res) => {
      const id = String(req.params.id);
      if (!/^[1-9]\d{0,8}$/.test(id)) throw validationError({ id: W.id });
      const { fileName, data } = await services.dataRights.exportFor(contextOf(req), id);
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
      res.send(`${JSON.stringify(data, null, 2)}\n`);
    },
  );
  return router;
}
