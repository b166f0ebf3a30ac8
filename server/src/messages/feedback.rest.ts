import { Router } from 'express';
import { contextOf } from '../common/request-context';
import { jsonBody } from '../common/rest';
import { assertValid } from '../common/validation';
import { FeedbackInput } from './feedback.input';
import type { FeedbackService } from './feedback.service';

/** A rating typed into a form arrives as "4"; anything else goes to the validator as it is. */
function rating(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return 5;
  return typeof value === 'string' && /^\d$/.test(value.trim()) ? Number(value) : value;
}

export function feedbackRouter({ feedback }: { feedback: FeedbackService }): Router {
  const router = Router();

  router.post('/feedback', async (req, res) => {
    const body = jsonBody(req);
    const input = await assertValid(
      Object.assign(new FeedbackInput(), {
        name: body.name,
        condition: body.condition,
        message: body.message ?? body.feedback,
        rating: rating(body.rating),
        // Absent means no: feedback is published only with permission.
        consentToPublish: body.consentToPublish ?? false,
      }),
    );
    const receipt = await feedback.submit(contextOf(req), input);
    res.status(201).json({ success: true, ...receipt });
  });

  return router;
}
