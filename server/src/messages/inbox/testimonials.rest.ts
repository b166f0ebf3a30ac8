import { Router } from 'express';
import { cachePublicly, CONTENT_MAX_AGE } from '../../common/http-cache';
import type { ClinicClaimsService } from '../../clinic/clinic-claims.service';
import type { TestimonialsService } from './testimonials.service';
import { publicClaims } from './testimonials.resolver';

/** GET /api/testimonials: the approved testimonials and the hero's figures, as GraphQL has them. */
export function testimonialsRouter(services: {
  testimonials: TestimonialsService;
  clinicClaims: ClinicClaimsService;
}): Router {
  const router = Router();
  router.get('/testimonials', async (_req, res) => {
    const [testimonials, claims] = await Promise.all([
      services.testimonials.published(),
      publicClaims({ services } as never),
    ]);
    cachePublicly(res, CONTENT_MAX_AGE);
    res.json({ testimonials, claims });
  });
  return router;
}
