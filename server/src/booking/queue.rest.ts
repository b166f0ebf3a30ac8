import { Router } from 'express';
import { DomainError } from '../common/errors';
import { cachePublicly } from '../common/http-cache';
import { contextOf } from '../common/request-context';
import { assertValid } from '../common/validation';
import { QUEUE_MAX_AGE } from './public-queue';
import { QueueArgs } from './queue.resolver';
import type { QueueService } from './queue.service';

/** GET /api/queue/:doctorSlug: the REST twin of `queue`, token numbers only. */
export function queueRouter({ queue }: { queue: QueueService }): Router {
  const router = Router();
  router.get('/queue/:doctorSlug', async (req, res) => {
    const args = await assertValid(
      Object.assign(new QueueArgs(), { doctorSlug: req.params.doctorSlug }),
    );
    const found = await queue.publicQueue(contextOf(req), args.doctorSlug);
    if (!found) throw new DomainError('NOT_FOUND', 'Doctor not found');
    cachePublicly(res, QUEUE_MAX_AGE);
    res.json(found);
  });
  return router;
}
