import type { DataSource } from 'typeorm';
import type { Clock } from '../../common/clock';
import type { Logger } from '../../common/logger';
import { ChannelError, type Channel, type Delivery } from '../channels/channel';
import { deliver } from '../channels/deliver';
import type { MessagesConfig } from '../messages-config';
import type { JobQueue } from '../outbox/job-queue';
import { MessageOptOut } from '../outbox/message-opt-out.entity';
import { OPT_OUT_EXEMPT, QUIET_HOURS_EXEMPT } from '../outbox/message-templates';
import { OPTED_OUT } from '../outbox/outbox';
import { outsideQuietHours } from '../outbox/quiet-hours';
import { renderMessage } from '../templates/render';
import {
  claimMessage,
  deferClaimed,
  dropClaimed,
  markSent,
  markTryFailed,
  waitingUntil,
  type ClaimedMessage,
} from './outbox-claims';

/** Where a job's try left its message; `retry` asks the queue to try the job again later. */
export type SendOutcome =
  | { kind: 'sent'; channel: string; providerMessageId: string }
  /** Not this job's to send: already sent, failed or dropped, or gone. */
  | { kind: 'skipped' }
  /** Waits for the end of quiet hours (or its own time) on a fresh job. */
  | { kind: 'deferred'; until: Date }
  | { kind: 'dropped'; reason: string }
  | { kind: 'retry'; reason: string }
  | { kind: 'failed'; reason: string };

/** pg-boss's count of this job's tries: the first is 0, the last is `retryLimit`. */
export interface Tries {
  retryCount: number;
  retryLimit: number;
}

/** Written as the reason when a message's words could not be made from its template. */
export const UNRENDERABLE = 'The message could not be written from its template';

/**
 * Sends one outbox message for its job. Database work happens in short transactions on either
 * side of the provider call, never around it: the embedded database has one connection, and a
 * slow provider must not hold a row lock. The message id is the provider's idempotency key, so
 * a try repeated after a worker died mid-send is recognised by the provider, not sent twice.
 */
export class MessageSender {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
    private readonly quietHours: MessagesConfig['quietHours'],
    private readonly channels: readonly Channel[],
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async send(messageId: string, tries: Tries): Promise<SendOutcome> {
    const decided = await this.claim(messageId);
    if (decided.kind !== 'claimed') {
      this.log(messageId, decided);
      return decided;
    }
    const { message } = decided;
    const outcome = await this.deliver(message, tries);
    await markOutcome(this.dataSource, message.id, outcome, this.clock.now());
    this.log(messageId, outcome, message);
    return outcome;
  }

  /** Claims the message, unless it is not due, falls in quiet hours or goes to an opted-out phone. */
  private async claim(
    messageId: string,
  ): Promise<SendOutcome | { kind: 'claimed'; message: ClaimedMessage }> {
    const now = this.clock.now();
    return this.dataSource.transaction(async (manager) => {
      const message = await claimMessage(manager, messageId, now);
      if (!message) {
        // A job early for its message (the clocks disagree) leaves a fresh one for its time.
        const until = await waitingUntil(manager, messageId);
        if (!until || until <= now) return { kind: 'skipped' } as const;
        await this.jobs.requeue(manager, messageId, until);
        return { kind: 'deferred', until } as const;
      }
      if (!QUIET_HOURS_EXEMPT.has(message.template)) {
        const until = outsideQuietHours(now, this.quietHours);
        if (until > now) {
          await deferClaimed(manager, message.id, until, now);
          await this.jobs.requeue(manager, message.id, until);
          return { kind: 'deferred', until } as const;
        }
      }
      if (
        message.audience === 'PATIENT' &&
        message.phone &&
        !OPT_OUT_EXEMPT.has(message.template) &&
        (await manager.existsBy(MessageOptOut, { phone: message.phone }))
      ) {
        await dropClaimed(manager, message.id, OPTED_OUT, now);
        return { kind: 'dropped', reason: OPTED_OUT } as const;
      }
      return { kind: 'claimed', message } as const;
    });
  }

  /** Hands the message to the channels; no transaction is open while they work. */
  private async deliver(message: ClaimedMessage, tries: Tries): Promise<SendOutcome> {
    let delivery: Delivery;
    try {
      delivery = {
        id: message.id,
        template: message.template,
        locale: message.locale,
        phone: message.phone,
        email: message.email,
        content: renderMessage(message.template, message.locale, message.params),
      };
    } catch {
      return { kind: 'failed', reason: UNRENDERABLE };
    }
    try {
      const sent = await deliver(delivery, message.audience, this.channels);
      return { kind: 'sent', ...sent };
    } catch (error) {
      const refusal = error instanceof ChannelError ? error : new ChannelError(String(error), true);
      const lastTry = tries.retryCount >= tries.retryLimit;
      return refusal.retryable && !lastTry
        ? { kind: 'retry', reason: refusal.message }
        : { kind: 'failed', reason: refusal.message };
    }
  }

  private log(messageId: string, outcome: SendOutcome, message?: ClaimedMessage): void {
    const facts = { messageId, template: message?.template, outcome: outcome.kind };
    if (outcome.kind === 'failed')
      this.logger.warn({ ...facts, reason: outcome.reason }, 'message failed');
    else if (outcome.kind === 'retry')
      this.logger.info({ ...facts, reason: outcome.reason }, 'message will be retried');
    else this.logger.debug(facts, `message ${outcome.kind}`);
  }
}

/** Records a try's end on the message, in a short transaction of its own. */
async function markOutcome(
  dataSource: DataSource,
  id: string,
  outcome: SendOutcome,
  now: Date,
): Promise<void> {
  const manager = dataSource.manager;
  if (outcome.kind === 'sent') {
    await markSent(manager, id, outcome, now);
  } else if (outcome.kind === 'retry') {
    await markTryFailed(manager, id, 'QUEUED', outcome.reason, now);
  } else if (outcome.kind === 'failed') {
    await markTryFailed(manager, id, 'FAILED', outcome.reason, now);
  }
}
