import { Router } from 'express';
import type { DataSource } from 'typeorm';
import { ClinicService } from './clinic.service';

export function clinicRouter(dataSource: DataSource): Router {
  const clinic = new ClinicService(dataSource);
  const router = Router();

  router.get('/clinic', async (_req, res) => {
    const { updatedAt: _updatedAt, ...profile } = await clinic.profile();
    res.json(profile);
  });

  return router;
}
