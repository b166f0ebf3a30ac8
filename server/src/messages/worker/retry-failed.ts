import type { EntityManager } from 'typeorm';
import { DomainError } from '../../common/errors';
import type { JobQueue } from '../outbox/job-queue';
import { OutboxMessage } from '../outbox/outbox-message.entity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Staff's retry of a FAILED message (never a one-time code), in the caller's transaction (where its audit row is
 * written): QUEUED again, due now, on a fresh job. The message id, and so the provider's
 * idempotency key, stays the same; quiet hours and opt-outs are checked again when it is sent.
 * Two staff retrying at once: one wins, the other is told it is no longer failed.
 */
export async function retryFailed(
  manager: EntityManager,
  jobs: JobQueue,
  messageId: string,
  now: Date,
): Promise<OutboxMessage> {
  if (!UUID.test(messageId)) throw new DomainError('NOT_FOUND', 'There is no such message.');
  const result = await manager
    .createQueryBuilder()
    .update(OutboxMessage)
    .set({ status: 'QUEUED', sendAt: now, updatedAt: now })
    .where('id = :messageId AND status = :failed AND template <> :code', {
      messageId,
      failed: 'FAILED',
      code: 'lookup_code',
    })
    .execute();
  const message = await manager.findOneBy(OutboxMessage, { id: messageId });
  if (!message) throw new DomainError('NOT_FOUND', 'There is no such message.');
  if (message.template === 'lookup_code') {
    throw new DomainError(
      'CONFLICT',
      'A one-time code is never sent again: the patient asks for a new one on the order lookup page.',
    );
  }
  if (!result.affected) {
    throw new DomainError(
      'CONFLICT',
      'This message has not failed (it may have been retried already); refresh to see where it stands.',
    );
  }
  await jobs.requeue(manager, messageId, now);
  return message;
}
