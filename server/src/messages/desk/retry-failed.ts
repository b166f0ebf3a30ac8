import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { JobQueue } from '../outbox/job-queue';

/**
 * Stand-in for the worker's `retryFailed` (server/src/messages/worker/retry-failed.ts, branch
 * lane-worker), with its signature; replaced by an import of it at merge. A FAILED message is
 * QUEUED again, due now, its last error kept for the desk, and gets a new job: a fresh job id,
 * since pg-boss keeps the failed job under the message's own id. Its id stays the provider's
 * idempotency key. Answers false when the message is not FAILED (someone retried it first).
 */
export async function retryFailed(
  manager: EntityManager,
  jobs: JobQueue,
  messageId: string,
  now: Date,
): Promise<boolean> {
  const [rows] = (await manager.query(
    `UPDATE outbox_message SET status = 'QUEUED', send_at = $2, updated_at = $2
     WHERE id = $1 AND status = 'FAILED' RETURNING id`,
    [messageId, now],
  )) as [{ id: string }[], number];
  if (rows.length === 0) return false;
  await jobs.schedule(manager, messageId, now, randomUUID());
  return true;
}
