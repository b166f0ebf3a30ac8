import { Router } from 'express';
import { cachePublicly, CONTENT_MAX_AGE } from '../common/http-cache';
import { queryLanguage } from '../common/language';
import { textsIn } from '../common/text-versions';
import { TRANSLATED } from '../common/text-versions.resolvers';
import type { ClinicService } from './clinic.service';

export function clinicRouter({ clinic }: { clinic: ClinicService }): Router {
  const router = Router();

  router.get('/clinic', async (req, res) => {
    const language = queryLanguage(req.query.lang);
    const profile = await clinic.profile();
    const { updatedAt: _updatedAt, translations: _translations, ...facts } = profile;
    cachePublicly(res, CONTENT_MAX_AGE);
    res.json({ ...facts, ...textsIn(profile, TRANSLATED.clinic, language) });
  });

  return router;
}
