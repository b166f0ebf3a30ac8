import { Router, type Request, type Response } from 'express';
import type { NewsletterService } from './newsletter.service';
import { UNSUBSCRIBE_PATH } from './unsubscribe-link';
import { unsubscribePage } from './unsubscribe-page';

/**
 * The unsubscribe page a newsletter link opens. GET only shows the question (mail scanners and
 * link previews open links, and must not unsubscribe anyone); the one button POSTs.
 */
export function unsubscribePages({ newsletter }: { newsletter: NewsletterService }): Router {
  const router = Router();
  const path = `${UNSUBSCRIBE_PATH}/:token`;

  const send = (res: Response, status: number, html: string) => {
    res
      .status(status)
      .set({
        'Cache-Control': 'no-store',
        'X-Robots-Tag': 'noindex',
        // The token is in the path: never pass it on to another site.
        'Referrer-Policy': 'no-referrer',
      })
      .type('html')
      .send(html);
  };
  const tokenOf = (req: Request) => String(req.params.token ?? '');

  router.get(path, async (req, res) => {
    const token = tokenOf(req);
    const state = await newsletter.unsubscribeState(token);
    const action = `${UNSUBSCRIBE_PATH}/${encodeURIComponent(token)}`;
    send(
      res,
      state === 'invalid' ? 400 : 200,
      unsubscribePage({ state, confirmed: false, action }),
    );
  });

  router.post(path, async (req, res) => {
    const token = tokenOf(req);
    const state = await newsletter.unsubscribe(token);
    send(
      res,
      state === 'invalid' ? 400 : 200,
      unsubscribePage({ state, confirmed: true, action: '' }),
    );
  });

  return router;
}
