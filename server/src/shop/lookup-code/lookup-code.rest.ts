import { Router, type Request, type Response } from 'express';
import { languageOr } from '../../common/language';
import { contextOf } from '../../common/request-context';
import { answersWith, jsonBody, sendSuccess } from '../../common/rest';
import { assertValid, queryText } from '../../common/validation';
import { isLoopbackHost } from '../../staff/sessions/session-cookie';
import { OrdersByPhoneArgs } from '../order-lookup.args';
import type { OrderLookupService } from '../order-lookup.service';
import { orderJson } from '../order.rest';
import { digitsOf, SendLookupCodeArgs, VerifyLookupCodeArgs } from './lookup-code.args';
import type { LookupCodeService } from './lookup-code.service';
import { UNLOCK_MINUTES } from './lookup-code.service';

/** The unlock token's cookie: HttpOnly, sent back only to the orders API, never in a URL. */
export const UNLOCK_COOKIE = 'order_lookup';
const COOKIE_PATH = '/api/orders';

export function unlockTokenOf(req: Request): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === UNLOCK_COOKIE) return part.slice(at + 1).trim();
  }
  return undefined;
}

function setUnlockCookie(req: Request, res: Response, token: string): void {
  res.cookie(UNLOCK_COOKIE, token, {
    httpOnly: true,
    secure: !isLoopbackHost(req),
    sameSite: 'strict',
    path: COOKIE_PATH,
    maxAge: UNLOCK_MINUTES * 60_000,
  });
}

/**
 * The REST door to one-time codes (docs/api.md): ask for a code, check it (the right one sets the
 * unlock cookie and answers the full list), and the full list again while the cookie holds.
 */
export function lookupCodeRouter({
  lookupCodes,
  orderLookup,
}: {
  lookupCodes: LookupCodeService;
  orderLookup: OrderLookupService;
}): Router {
  const router = Router();

  router.post('/orders/lookup-code', answersWith('success'), async (req, res) => {
    const body = jsonBody(req);
    const args = await assertValid(
      Object.assign(new SendLookupCodeArgs(), { phone: body.phone, language: body.language }),
    );
    const sent = await lookupCodes.send(contextOf(req), args.phone, languageOr(args.language));
    sendSuccess(res, sent);
  });

  router.post('/orders/lookup-code/verify', answersWith('success'), async (req, res) => {
    const body = jsonBody(req);
    const args = await assertValid(
      Object.assign(new VerifyLookupCodeArgs(), { phone: body.phone, code: body.code }),
    );
    const ctx = contextOf(req);
    const { token, expiresAt } = await lookupCodes.verify(ctx, args.phone, digitsOf(args.code));
    const orders = await orderLookup.unlockedOrders(ctx, args.phone, token);
    setUnlockCookie(req, res, token);
    sendSuccess(res, { orders: orders.map(orderJson), unlockedUntil: expiresAt.toISOString() });
  });

  router.get('/orders/unlocked', answersWith('success'), async (req, res) => {
    const args = await assertValid(
      Object.assign(new OrdersByPhoneArgs(), { phone: queryText(req.query.phone) ?? '' }),
    );
    const orders = await orderLookup.unlockedOrders(
      contextOf(req),
      args.phone,
      unlockTokenOf(req) ?? '',
    );
    sendSuccess(res, { orders: orders.map(orderJson) });
  });

  return router;
}
