import express, { Router } from 'express';
import { contextOf } from '../../common/request-context';
import { acknowledgeWebhook, refuseWebhook, sameSecret } from '../webhooks';
import type { MessageReplies } from '../whatsapp-webhook/message-replies';
import { smsInbound } from './sms-inbound';

/** Where the SMS provider forwards patients' replies: {SITE_URL}/webhooks/sms. */
export const SMS_WEBHOOK_PATH = '/webhooks/sms';

/** One SMS is at most a few hundred bytes. */
const BODY_LIMIT = '16kb';

/** The token as `Authorization: Bearer <token>`, or `?token=` for providers that cannot set one. */
function tokenOf(req: express.Request): string | undefined {
  const bearer = /^Bearer (\S+)$/.exec(req.get('authorization') ?? '')?.[1];
  const query = req.query.token;
  return bearer ?? (typeof query === 'string' ? query : undefined);
}

/**
 * Patients' replies by SMS (STOP, START), as the provider's inbound forwarding POSTs them (form
 * fields or JSON; see sms-inbound). A request without the token (SMS_INBOUND_TOKEN) is refused
 * with 401 before its body is read; while the token is unset the path is not served.
 */
export function smsWebhookRouter({
  token,
  replies,
}: {
  token: string | undefined;
  replies: MessageReplies;
}): Router {
  const router = Router();
  router.post(
    SMS_WEBHOOK_PATH,
    (req, res, next) => {
      if (!token) return refuseWebhook(res, 404, 'Not found');
      const given = tokenOf(req);
      if (given === undefined || !sameSecret(given, token)) {
        return refuseWebhook(res, 401, 'The token does not match');
      }
      next();
    },
    express.urlencoded({ extended: false, limit: BODY_LIMIT }),
    express.json({ limit: BODY_LIMIT }),
    async (req, res, next) => {
      const inbound = smsInbound(req.body);
      if (inbound.kind === 'unreadable') return refuseWebhook(res, 400, inbound.problem);
      try {
        const found = inbound.reply ? [inbound.reply] : [];
        const applied = await replies.apply({ replies: found, receipts: [] }, contextOf(req).now());
        req.log?.info({ smsWebhook: applied }, 'sms webhook');
        acknowledgeWebhook(res);
      } catch (error) {
        next(error);
      }
    },
  );
  return router;
}
