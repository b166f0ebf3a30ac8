import { Router } from 'express';
import { contextOf } from '../common/request-context';
import { jsonBody } from '../common/rest';
import { assertValid } from '../common/validation';
import { ContactMessageInput } from './contact.input';
import type { ContactService } from './contact.service';

export function contactRouter({ contact }: { contact: ContactService }): Router {
  const router = Router();

  router.post('/contact', async (req, res) => {
    const body = jsonBody(req);
    const input = await assertValid(
      Object.assign(new ContactMessageInput(), {
        name: body.name,
        email: body.email,
        phone: body.phone,
        subject: body.subject,
        message: body.message,
      }),
    );
    const receipt = await contact.send(contextOf(req), input);
    res.status(201).json({ success: true, ...receipt });
  });

  return router;
}
