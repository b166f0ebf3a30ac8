import express, { Router } from 'express';
import { contextOf } from '../../common/request-context';
import type { WhatsAppWebhookConfig } from '../messages-config';
import { acknowledgeWebhook, refuseWebhook as refuse, sameSecret } from '../webhooks';
import type { MessageReplies } from './message-replies';
import { inboundEvents } from './whatsapp-inbound';
import { SIGNATURE_HEADER, signatureMatches } from './whatsapp-signature';

/** Where the Cloud API's webhook is subscribed: {SITE_URL}/webhooks/whatsapp. */
export const WHATSAPP_WEBHOOK_PATH = '/webhooks/whatsapp';

/** A delivery batches many changes; Meta's are far below this. */
const BODY_LIMIT = '1mb';
/** Meta's challenge is a number; anything else is not echoed. */
const CHALLENGE = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * The WhatsApp Cloud API's webhook. GET is Meta's subscription check (hub.mode, hub.verify_token,
 * hub.challenge) and changes nothing. POST carries patients' messages (STOP, START) and delivery
 * statuses, signed with the app secret over the raw body: an unsigned or wrongly signed delivery
 * is refused with 401 before it is read. While WHATSAPP_APP_SECRET is unset the path is not served.
 */
export function whatsappWebhookRouter({
  config,
  replies,
}: {
  config: WhatsAppWebhookConfig | undefined;
  replies: MessageReplies;
}): Router {
  const router = Router();
  router.get(WHATSAPP_WEBHOOK_PATH, (req, res) => {
    if (!config) return refuse(res, 404, 'Not found');
    const mode = req.query['hub.mode'];
    const token = req.query['hub.verify_token'];
    const challenge = req.query['hub.challenge'];
    if (
      mode !== 'subscribe' ||
      typeof token !== 'string' ||
      !sameSecret(token, config.verifyToken)
    ) {
      return refuse(res, 403, 'The verify token does not match');
    }
    if (typeof challenge !== 'string' || !CHALLENGE.test(challenge)) {
      return refuse(res, 400, 'hub.challenge is missing or malformed');
    }
    res.status(200).set('Cache-Control', 'no-store').type('text/plain').send(challenge);
  });

  router.post(
    WHATSAPP_WEBHOOK_PATH,
    // Every content type as bytes: the signature is over exactly what arrived.
    express.raw({ type: () => true, limit: BODY_LIMIT }),
    async (req, res, next) => {
      if (!config) return refuse(res, 404, 'Not found');
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      if (!signatureMatches(config.appSecret, raw, req.get(SIGNATURE_HEADER))) {
        return refuse(res, 401, 'The X-Hub-Signature-256 signature does not match');
      }
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        return refuse(res, 400, 'The body is not JSON');
      }
      try {
        const ctx = contextOf(req);
        const applied = await replies.apply(inboundEvents(body), ctx.now());
        req.log?.info({ whatsappWebhook: applied }, 'whatsapp webhook');
        acknowledgeWebhook(res);
      } catch (error) {
        next(error);
      }
    },
  );
  return router;
}
