import { Router } from 'express';
import type { RestDependencies } from '../common/rest';
import { assertValid } from '../common/validation';
import { ContactMessageInput } from './contact.input';
import { ContactService } from './contact.service';

export function contactRouter({ dataSource, rateLimiter }: RestDependencies): Router {
  const contact = new ContactService(dataSource, rateLimiter);
  const router = Router();

  router.post('/contact', async (req, res) => {
    const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<
      string,
      unknown
    >;
    const input = await assertValid(
      Object.assign(new ContactMessageInput(), {
        name: body.name,
        email: body.email,
        phone: body.phone,
        subject: body.subject,
        message: body.message,
      }),
    );
    const receipt = await contact.send(input, req.ip ?? 'unknown');
    res.status(201).json({ success: true, ...receipt });
  });

  return router;
}
