import { Router } from 'express';
import type { RestDependencies } from '../common/rest';
import { assertValid } from '../common/validation';
import { NewsletterArgs } from './newsletter.args';
import { NewsletterService } from './newsletter.service';

export function newsletterRouter({ dataSource, rateLimiter }: RestDependencies): Router {
  const newsletter = new NewsletterService(dataSource, rateLimiter);
  const router = Router();

  router.post('/newsletter', async (req, res) => {
    const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<
      string,
      unknown
    >;
    const args = await assertValid(Object.assign(new NewsletterArgs(), { email: body.email }));
    res.json(await newsletter.subscribe(args, req.ip ?? 'unknown'));
  });

  return router;
}
