import type { DataSource, EntityManager } from 'typeorm';
import { optIn, optOut } from '../opt-outs';
import type { DeliveryReceipt, InboundEvents } from './whatsapp-inbound';

/** What one webhook delivery changed, for the log (counts only, never a phone). */
export interface RepliesApplied {
  stopped: number;
  started: number;
  delivered: number;
  failed: number;
}

/**
 * Patients' replies and the provider's receipts, stored: STOP keeps the phone in
 * message_opt_out (the outbox writes its later messages as DROPPED) and drops what still waits
 * for it; START removes it. A receipt moves a SENT message to DELIVERED or FAILED. One
 * transaction per delivery; the provider sends each again until it is answered 200, so each
 * step is safe to repeat.
 */
export class MessageReplies {
  constructor(private readonly dataSource: DataSource) {}

  apply(events: InboundEvents, now: Date): Promise<RepliesApplied> {
    const applied: RepliesApplied = { stopped: 0, started: 0, delivered: 0, failed: 0 };
    if (events.replies.length === 0 && events.receipts.length === 0) {
      return Promise.resolve(applied);
    }
    return this.dataSource.transaction(async (manager) => {
      for (const reply of events.replies) {
        if (reply.kind === 'stop') {
          await optOut(manager, reply.phone, 'REPLY', now);
          applied.stopped += 1;
        } else {
          await optIn(manager, reply.phone);
          applied.started += 1;
        }
      }
      for (const receipt of events.receipts) {
        if (await this.receipt(manager, receipt, now)) applied[receipt.outcome] += 1;
      }
      return applied;
    });
  }

  private async receipt(
    manager: EntityManager,
    { providerMessageId, outcome, reason }: DeliveryReceipt,
    now: Date,
  ): Promise<boolean> {
    // Only from SENT: a receipt never undoes a later word (a retry, a drop, another receipt).
    const [, affected] = (await manager.query(
      `UPDATE outbox_message SET status = $2, last_error = $3, updated_at = $4
       WHERE provider_message_id = $1 AND status = 'SENT'`,
      [
        providerMessageId,
        outcome === 'delivered' ? 'DELIVERED' : 'FAILED',
        outcome === 'failed' ? (reason ?? null) : null,
        now,
      ],
    )) as [unknown, number];
    return affected > 0;
  }
}
