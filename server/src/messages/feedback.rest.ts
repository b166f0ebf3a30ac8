import { Router } from 'express';
import type { RestDependencies } from '../common/rest';
import { assertValid } from '../common/validation';
import { FeedbackInput } from './feedback.input';
import { FeedbackService } from './feedback.service';

/** A rating typed into a form arrives as "4"; anything else goes to the validator as it is. */
function rating(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return 5;
  return typeof value === 'string' && /^\d$/.test(value.trim()) ? Number(value) : value;
}

export function feedbackRouter({ dataSource, rateLimiter }: RestDependencies): Router {
  const feedback = new FeedbackService(dataSource, rateLimiter);
  const router = Router();

  router.post('/feedback', async (req, res) => {
    const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<
      string,
      unknown
    >;
    const input = await assertValid(
      Object.assign(new FeedbackInput(), {
        name: body.name,
        condition: body.condition,
        message: body.message ?? body.feedback,
        rating: rating(body.rating),
      }),
    );
    const receipt = await feedback.submit(input, req.ip ?? 'unknown');
    res.status(201).json({ success: true, ...receipt });
  });

  return router;
}
