import type { DataSource, EntityManager } from 'typeorm';
import { DomainError } from '../../common/errors';
import { Language } from '../../common/language';
import { keyOfPhone } from '../../common/lookup-guard';
import type { RateLimiter, RateLimitRule } from '../../common/rate-limit';
import type { RequestContext } from '../../common/request-context';
import type { Outbox } from '../../messages/outbox/outbox';
import {
  codeKey,
  hashCode,
  hashToken,
  newCode,
  newUnlockToken,
  sameHash,
} from './lookup-code-hash';
import { LOOKUP_CODE_WORDS as W } from './lookup-code-words';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** How long a code works, and how long the right one unlocks the phone's orders. */
export const CODE_MINUTES = 15;
export const UNLOCK_MINUTES = 15;
/** Wrong tries after which a code is void. */
export const CODE_TRIES = 5;

/** Codes sent to one phone: a patient who lost one asks again; more is someone else's doing. */
export const CODES_PER_PHONE: RateLimitRule = {
  name: 'lookup-code-phone',
  limit: 3,
  windowMs: HOUR,
  message: W.tooManyForPhone,
};

/** Codes asked for from one client, whatever the phones: a family, not a script. */
export const CODES_PER_CLIENT: RateLimitRule = {
  name: 'lookup-code-client',
  limit: 10,
  windowMs: HOUR,
  message: W.tooManyForClient,
};

/** Codes tried from one client, across phones: five a code, a few codes. */
export const TRIES_PER_CLIENT: RateLimitRule = {
  name: 'lookup-code-tries-client',
  limit: 30,
  windowMs: HOUR,
  message: W.tooManyTries,
};

/**
 * Why a code or an ask was refused, sent as `extensions.reason` (REST: `reason`) beside the
 * English message, so a page in another language says it in its own words.
 */
export type LookupCodeRefusal =
  | 'WRONG_CODE'
  | 'CODE_USED'
  | 'CODE_EXPIRED'
  | 'TOO_MANY_FOR_PHONE'
  | 'TOO_MANY_FOR_CLIENT'
  | 'TOO_MANY_TRIES';

/** Why a code that went out no longer needs its words kept. */
const SPENT = 'A newer code was asked for, or this one was used or voided';

/**
 * One-time codes that prove a phone: sent through the outbox (lookup_code, which quiet hours and
 * opt-outs let through), kept hashed, good for 15 minutes and 5 wrong tries. The right code
 * gives a token that unlocks the phone's orders in full for 15 minutes. A code goes to any valid
 * phone asked for, so no answer says whether the phone has orders.
 */
export class LookupCodeService {
  private readonly key: Buffer;

  constructor(
    private readonly dataSource: DataSource,
    private readonly rateLimiter: RateLimiter,
    private readonly outbox: Outbox,
    secret: string,
  ) {
    this.key = codeKey(secret);
  }

  /** Sends a new code to `phone`; the phone's old code, if any, is void from now on. */
  async send(
    ctx: RequestContext,
    phone: string,
    /** The language the code's message is written in. */
    language: Language = Language.EN,
  ): Promise<{ message: string; minutes: number }> {
    await this.hit(CODES_PER_CLIENT, ctx.clientKey, 'TOO_MANY_FOR_CLIENT');
    await this.hit(CODES_PER_PHONE, keyOfPhone(phone), 'TOO_MANY_FOR_PHONE');
    const now = ctx.now();
    const code = newCode();
    await this.dataSource.transaction(async (manager) => {
      const [old] = (await manager.query(
        `SELECT message_id FROM order_lookup_code WHERE phone = $1 FOR UPDATE`,
        [phone],
      )) as { message_id: string | null }[];
      if (old?.message_id) await this.spend(manager, old.message_id, now);
      const [message] = await this.outbox.queue(
        manager,
        [
          {
            template: 'lookup_code',
            phone,
            params: { code, minutes: String(CODE_MINUTES) },
            locale: language,
          },
        ],
        now,
      );
      await manager.query(
        `INSERT INTO order_lookup_code (phone, code_hash, code_expires_at, wrong_tries, message_id,
           created_at)
         VALUES ($1, $2, $3, 0, $4, $5)
         ON CONFLICT (phone) DO UPDATE SET code_hash = EXCLUDED.code_hash,
           code_expires_at = EXCLUDED.code_expires_at, wrong_tries = 0,
           message_id = EXCLUDED.message_id, created_at = EXCLUDED.created_at`,
        [
          phone,
          hashCode(this.key, phone, code),
          new Date(now.getTime() + CODE_MINUTES * MINUTE),
          message.id,
          now,
        ],
      );
    });
    return { message: W.sent, minutes: CODE_MINUTES };
  }

  /**
   * Checks a code. Right: the code is spent and a token unlocks the phone's orders for
   * UNLOCK_MINUTES. Wrong: VALIDATION with the tries left; the fifth wrong try voids the code.
   */
  async verify(
    ctx: RequestContext,
    phone: string,
    code: string,
  ): Promise<{ token: string; expiresAt: Date }> {
    await this.hit(TRIES_PER_CLIENT, ctx.clientKey, 'TOO_MANY_TRIES');
    const now = ctx.now();
    type Outcome =
      | { refused: string; reason: LookupCodeRefusal; triesLeft?: number }
      | { token: string; expiresAt: Date };
    const outcome = await this.dataSource.transaction(async (manager): Promise<Outcome> => {
      const [row] = (await manager.query(
        `SELECT code_hash, code_expires_at, wrong_tries, message_id FROM order_lookup_code
         WHERE phone = $1 FOR UPDATE`,
        [phone],
      )) as {
        code_hash: string | null;
        code_expires_at: Date;
        wrong_tries: number;
        message_id: string | null;
      }[];
      if (!row || !row.code_hash) return { refused: W.used, reason: 'CODE_USED' };
      if (new Date(row.code_expires_at) <= now) {
        return { refused: W.expired, reason: 'CODE_EXPIRED' };
      }
      if (!sameHash(row.code_hash, hashCode(this.key, phone, code))) {
        const tries = row.wrong_tries + 1;
        const spent = tries >= CODE_TRIES;
        await manager.query(
          `UPDATE order_lookup_code SET wrong_tries = $2,
             code_hash = CASE WHEN $3::boolean THEN NULL ELSE code_hash END
           WHERE phone = $1`,
          [phone, tries, spent],
        );
        if (spent && row.message_id) await this.spend(manager, row.message_id, now);
        return spent
          ? { refused: W.used, reason: 'CODE_USED' }
          : {
              refused: W.wrong(CODE_TRIES - tries),
              reason: 'WRONG_CODE',
              triesLeft: CODE_TRIES - tries,
            };
      }
      const token = newUnlockToken();
      const expiresAt = new Date(now.getTime() + UNLOCK_MINUTES * MINUTE);
      await manager.query(
        `UPDATE order_lookup_code SET code_hash = NULL, unlock_hash = $2, unlocked_until = $3
         WHERE phone = $1`,
        [phone, hashToken(token), expiresAt],
      );
      if (row.message_id) await this.spend(manager, row.message_id, now);
      return { token, expiresAt };
    });
    // Thrown after the commit: a wrong try is counted even though the answer is an error.
    if ('refused' in outcome) {
      const { refused, reason, triesLeft } = outcome;
      throw new DomainError('VALIDATION', refused, { code: refused }, { reason, triesLeft });
    }
    return { token: outcome.token, expiresAt: outcome.expiresAt };
  }

  /** Counts one hit of `rule`; past its limit, RATE_LIMITED naming `reason` too. */
  private async hit(rule: RateLimitRule, key: string, reason: LookupCodeRefusal): Promise<void> {
    try {
      await this.rateLimiter.hit(rule, key);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'RATE_LIMITED') {
        throw new DomainError('RATE_LIMITED', error.message, error.fields, {
          ...error.details,
          reason,
        });
      }
      throw error;
    }
  }

  /** Whether `token` unlocks `phone`'s orders now. */
  async unlocks(ctx: RequestContext, phone: string, token: string): Promise<boolean> {
    if (!token || token.length > 100) return false;
    const [row] = await this.dataSource.query(
      `SELECT 1 FROM order_lookup_code WHERE phone = $1 AND unlock_hash = $2 AND unlocked_until > $3`,
      [phone, hashToken(token), ctx.now()],
    );
    return !!row;
  }

  /**
   * The code's words are no longer needed once it is spent: blanked in the outbox, and a copy not
   * yet sent is dropped, so the table never holds a code that still works once it has been used.
   */
  private async spend(manager: EntityManager, messageId: string, now: Date): Promise<void> {
    await manager.query(
      `UPDATE outbox_message SET params = params || '{"code":"------"}'::jsonb, updated_at = $2,
         status = CASE WHEN status = 'QUEUED' THEN 'DROPPED' ELSE status END,
         last_error = CASE WHEN status = 'QUEUED' THEN $3 ELSE last_error END
       WHERE id = $1 AND status <> 'SENDING'`,
      [messageId, now, SPENT],
    );
  }
}
