import { Router } from 'express';
import { cachePublicly, CONTENT_MAX_AGE } from '../common/http-cache';
import type { ClinicService } from './clinic.service';

export function clinicRouter({ clinic }: { clinic: ClinicService }): Router {
  const router = Router();

  router.get('/clinic', async (_req, res) => {
    const { updatedAt: _updatedAt, ...profile } = await clinic.profile();
    cachePublicly(res, CONTENT_MAX_AGE);
    res.json(profile);
  });

  return router;
}
