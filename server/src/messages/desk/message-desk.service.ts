import type { DataSource } from 'typeorm';
import { DomainError } from '../../common/errors';
import type { RequestContext } from '../../common/request-context';
import { recordStaffAudit, staffActorOf } from '../../staff/audit/record-audit';
import type { JobQueue } from '../outbox/job-queue';
import type { MessageTemplate } from '../outbox/message-templates';
import { deskOf, DESKS_OF_ROLE, mayRetry } from './message-desk-rules';
import { MessageDeskRead } from './message-desk-read';
import { MESSAGE_DESK_WORDS as W } from './message-desk-words';
import type { DeskMessage } from './message-desk.types';
import { retryFailed } from '../worker/retry-failed';

/** The desk's messages: a booking's, an order's, the failed ones, and sending one again. */
export class MessageDeskService {
  private readonly read = new MessageDeskRead();

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
  ) {}

  async forAppointment(ctx: RequestContext, reference: string): Promise<DeskMessage[]> {
    const { role } = staffActorOf(ctx);
    const found = await this.read.forAppointment(
      this.dataSource.manager,
      reference.trim().toUpperCase(),
      role,
    );
    if (!found) throw new DomainError('NOT_FOUND', W.appointmentNotFound);
    return found;
  }

  async forOrder(ctx: RequestContext, orderNumber: string): Promise<DeskMessage[]> {
    const { role } = staffActorOf(ctx);
    const found = await this.read.forOrder(
      this.dataSource.manager,
      orderNumber.trim().toUpperCase(),
      role,
    );
    if (!found) throw new DomainError('NOT_FOUND', W.orderNotFound);
    return found;
  }

  failed(ctx: RequestContext, page: number) {
    return this.read.failed(this.dataSource.manager, staffActorOf(ctx).role, page);
  }

  /**
   * Sends a FAILED message again: QUEUED with a new job, and the audit row, in one transaction.
   * The role must answer for the message's desk (mayRetry); a lookup code is never sent again.
   */
  async retry(ctx: RequestContext, messageId: string): Promise<DeskMessage> {
    const { role } = staffActorOf(ctx);
    return this.dataSource.transaction(async (manager) => {
      const [row] = (await manager.query(
        `SELECT template, status, appointment_id, order_id, last_error, attempts
         FROM outbox_message WHERE id = $1 FOR UPDATE`,
        [messageId],
      )) as {
        template: MessageTemplate;
        status: string;
        appointment_id: number | null;
        order_id: number | null;
        last_error: string | null;
        attempts: number;
      }[];
      if (!row) throw new DomainError('NOT_FOUND', W.notFound);
      const desk = deskOf({
        template: row.template,
        appointmentId: row.appointment_id,
        orderId: row.order_id,
      });
      // A message of another desk is as if not there: its existence is not that role's business.
      if (!DESKS_OF_ROLE[role].includes(desk))
        throw new DomainError('FORBIDDEN', W.notYourMessages);
      if (!mayRetry(role, desk)) throw new DomainError('CONFLICT', W.codeNotRetried);
      if (row.status !== 'FAILED') throw new DomainError('CONFLICT', W.notFailed);
      // The worker's own retry: QUEUED, due now, on a fresh job (JobQueue.requeue).
      await retryFailed(manager, this.jobs, messageId, ctx.now());
      await recordStaffAudit(manager, ctx, {
        action: 'message.retry',
        recordType: 'outbox_message',
        recordId: messageId,
        before: { status: 'FAILED', attempts: row.attempts, lastError: row.last_error },
        after: { status: 'QUEUED' },
      });
      const message = await this.read.one(manager, messageId, role);
      if (!message) throw new DomainError('NOT_FOUND', W.notFound);
      return message;
    });
  }
}
