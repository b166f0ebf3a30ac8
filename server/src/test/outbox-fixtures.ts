import type { DataSource } from 'typeorm';
import type { MessageTemplate } from '../messages/outbox/message-templates';
import type { MessageDraft } from '../messages/outbox/outbox';
import { OutboxMessage } from '../messages/outbox/outbox-message.entity';
import type { Services } from '../services';
import { waitFor } from './built-server';

/** A moment in clinic time (IST), e.g. ist('2026-01-10T14:00'). */
export const ist = (text: string) => new Date(`${text}:00+05:30`);

/** A clock a test sets; the worker's "now". */
export function testClock(start: Date) {
  let current = start;
  return {
    now: () => current,
    set(at: Date) {
      current = at;
    },
  };
}

/** A patient message with every parameter its template needs, as a service would write it. */
export function patientDraft(
  phone: string,
  template: MessageTemplate = 'booking_made',
  extra: Partial<MessageDraft> = {},
): MessageDraft {
  return {
    template,
    phone,
    params: {
      reference: 'BK7Q2M',
      doctor: 'Dr Asha Rao',
      when: 'Sat 10 Jan, 10:30 am',
      clinicPhone: '0755 400 1234',
      link: 'https://clinic.example.in/booking',
      orderNumber: 'ORD-26-00042',
      total: 'Rs 640',
    },
    ...extra,
  };
}

/** Writes messages (and their jobs) through the outbox in one transaction, as services do. */
export async function queueMessages(
  services: Pick<Services, 'outbox'>,
  dataSource: DataSource,
  drafts: MessageDraft[],
  now: Date,
): Promise<OutboxMessage[]> {
  return dataSource.transaction((manager) => services.outbox.queue(manager, drafts, now));
}

export function messageRow(dataSource: DataSource, id: string): Promise<OutboxMessage> {
  return dataSource.getRepository(OutboxMessage).findOneByOrFail({ id });
}

/** Waits until the message stands in one of `statuses`; returns its row. */
export async function whenMessage(
  dataSource: DataSource,
  id: string,
  statuses: OutboxMessage['status'][],
  ms = 30_000,
): Promise<OutboxMessage> {
  let row: OutboxMessage | undefined;
  await waitFor(`message ${statuses.join(' or ')}`, ms, async () => {
    row = await messageRow(dataSource, id);
    return statuses.includes(row.status);
  });
  return row!;
}

/** The message's jobs on the queue (its first has the message's id; later ones fresh ids). */
export async function jobsOf(
  dataSource: DataSource,
  messageId: string,
): Promise<{ id: string; state: string; start_after: Date; retry_count: number }[]> {
  return dataSource.query(
    `SELECT id, state, start_after, retry_count FROM pgboss.job
     WHERE name = 'outbox-message' AND data->>'messageId' = $1 ORDER BY created_on`,
    [messageId],
  );
}

/**
 * The run's database is shared by every test file, and test apps run no worker, so messages other
 * files queued are still waiting: a test that starts a worker sets them aside first (DROPPED, jobs
 * gone), so its worker sends only what the test queues.
 */
export async function setAsideWaitingMessages(dataSource: DataSource): Promise<void> {
  await dataSource.query(
    `UPDATE outbox_message SET status = 'DROPPED', last_error = 'set aside by a test'
     WHERE status IN ('QUEUED', 'SENDING')`,
  );
  await dataSource.query(
    `DELETE FROM pgboss.job WHERE name LIKE 'outbox-message%' AND state IN ('created', 'retry', 'active')`,
  );
}
