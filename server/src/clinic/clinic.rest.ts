import { Router } from 'express';
import { cachePublicly, CONTENT_MAX_AGE } from '../common/http-cache';
import { ClinicService } from './clinic.service';
import type { RestDependencies } from '../common/rest';

export function clinicRouter({ dataSource }: RestDependencies): Router {
  const clinic = new ClinicService(dataSource);
  const router = Router();

  router.get('/clinic', async (_req, res) => {
    const { updatedAt: _updatedAt, ...profile } = await clinic.profile();
    cachePublicly(res, CONTENT_MAX_AGE);
    res.json(profile);
  });

  return router;
}
