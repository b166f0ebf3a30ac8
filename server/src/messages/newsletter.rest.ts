import { Router } from 'express';
import { contextOf } from '../common/request-context';
import { jsonBody } from '../common/rest';
import { assertValid } from '../common/validation';
import { NewsletterArgs } from './newsletter.args';
import type { NewsletterService } from './newsletter.service';

export function newsletterRouter({ newsletter }: { newsletter: NewsletterService }): Router {
  const router = Router();

  router.post('/newsletter', async (req, res) => {
    const { email } = jsonBody(req);
    const args = await assertValid(Object.assign(new NewsletterArgs(), { email }));
    res.json(await newsletter.subscribe(contextOf(req), args));
  });

  return router;
}
