import type { EntityManager } from 'typeorm';
import type { MessageTemplate } from '../outbox/message-templates';
import type { MessageAudience } from '../outbox/outbox-message.entity';

/** What a worker needs of a message it claimed to send it. */
export interface ClaimedMessage {
  id: string;
  template: MessageTemplate;
  audience: MessageAudience;
  locale: string;
  phone: string | null;
  email: string | null;
  params: Record<string, string>;
}

/** Rows a statement returns; an UPDATE is wrapped in a CTE so the driver answers with rows. */
async function rowsOf<T>(manager: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  return (await manager.query(sql, params)) as T[];
}

/**
 * Takes a due message for sending, in one statement: QUEUED, or SENDING left by a worker that
 * died mid-send (its job came back through pg-boss's expiry), becomes SENDING with one more
 * attempt. A message already SENT, FAILED or DROPPED, or not yet due, is not taken.
 */
export async function claimMessage(
  manager: EntityManager,
  id: string,
  now: Date,
): Promise<ClaimedMessage | undefined> {
  const [row] = await rowsOf<ClaimedMessage>(
    manager,
    `WITH claimed AS (
       UPDATE outbox_message SET status = 'SENDING', attempts = attempts + 1, updated_at = $2
       WHERE id = $1 AND status IN ('QUEUED', 'SENDING') AND send_at <= $2
       RETURNING id, template, audience, locale, phone, email, params
     ) SELECT * FROM claimed`,
    [id, now],
  );
  return row;
}

/** When a message still waiting is due, or undefined when it is not waiting at all. */
export async function waitingUntil(manager: EntityManager, id: string): Promise<Date | undefined> {
  const [row] = await rowsOf<{ send_at: Date }>(
    manager,
    `SELECT send_at FROM outbox_message WHERE id = $1 AND status IN ('QUEUED', 'SENDING')`,
    [id],
  );
  return row?.send_at;
}

/** Puts a claimed message back to wait until `sendAt`, its attempt not counted (none was made). */
export async function deferClaimed(
  manager: EntityManager,
  id: string,
  sendAt: Date,
  now: Date,
): Promise<void> {
  await manager.query(
    `UPDATE outbox_message SET status = 'QUEUED', send_at = $2, attempts = attempts - 1,
       updated_at = $3 WHERE id = $1 AND status = 'SENDING'`,
    [id, sendAt, now],
  );
}

/**
 * A one-time code's digits blanked: done whenever its message ends (sent, failed or dropped), so
 * the code lives only hashed (shop/lookup-code), never readable from the outbox. A failed code is
 * never sent again: the patient asks for a new one.
 */
const BLANK_CODE = `params = CASE WHEN template = 'lookup_code'
  THEN params || '{"code":"------"}'::jsonb ELSE params END`;

/** Drops a claimed message with the reason staff will read, its attempt not counted. */
export async function dropClaimed(
  manager: EntityManager,
  id: string,
  reason: string,
  now: Date,
): Promise<void> {
  await manager.query(
    `UPDATE outbox_message SET status = 'DROPPED', last_error = $2, attempts = attempts - 1,
       updated_at = $3, ${BLANK_CODE} WHERE id = $1 AND status = 'SENDING'`,
    [id, reason, now],
  );
}

/** A provider took the message (a one-time code's digits are blanked as it goes). */
export async function markSent(
  manager: EntityManager,
  id: string,
  sent: { channel: string; providerMessageId: string },
  now: Date,
): Promise<void> {
  await manager.query(
    `UPDATE outbox_message SET status = 'SENT', channel = $2, provider_message_id = $3,
       sent_at = $4, last_error = NULL, updated_at = $4, ${BLANK_CODE}
     WHERE id = $1 AND status = 'SENDING'`,
    [id, sent.channel, sent.providerMessageId, now],
  );
}

/**
 * The try failed: QUEUED again (its job is retried after a backoff) or FAILED, the dead-letter
 * state staff see and may retry, with the provider's reason either way.
 */
export async function markTryFailed(
  manager: EntityManager,
  id: string,
  status: 'QUEUED' | 'FAILED',
  reason: string,
  now: Date,
): Promise<void> {
  await manager.query(
    `UPDATE outbox_message SET status = $2, last_error = $3, updated_at = $4,
       params = CASE WHEN $2 = 'FAILED' AND template = 'lookup_code'
         THEN params || '{"code":"------"}'::jsonb ELSE params END
     WHERE id = $1 AND status = 'SENDING'`,
    [id, status, reason, now],
  );
}

/**
 * A message whose last try ended without an answer (its worker died mid-send, or lost the
 * database): FAILED for staff, who may retry it; the provider may or may not have it.
 */
export async function markAbandoned(
  manager: EntityManager,
  id: string,
  reason: string,
  now: Date,
): Promise<void> {
  await manager.query(
    `UPDATE outbox_message SET status = 'FAILED', last_error = $2, updated_at = $3, ${BLANK_CODE}
     WHERE id = $1 AND status IN ('QUEUED', 'SENDING')`,
    [id, reason, now],
  );
}
