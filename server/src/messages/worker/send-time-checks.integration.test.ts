import { waitFor } from '../../test/built-server';
import { DomainError } from '../../common/errors';
import {
  ist,
  setAsideWaitingMessages,
  jobsOf,
  messageRow,
  patientDraft,
  queueMessages,
  testClock,
  whenMessage,
} from '../../test/outbox-fixtures';
import { freshPhone } from '../../test/phones';
import { startTestApp, type TestApp } from '../../test/test-app';
import { loadMessagesConfig } from '../messages-config';
import { startJobQueue } from '../outbox/job-queue';
import { MessageOptOut } from '../outbox/message-opt-out.entity';
import { OPTED_OUT } from '../outbox/outbox';
import { OutboxMessage } from '../outbox/outbox-message.entity';
import type { MessageWorker } from './message-worker';
import { retryFailed } from './retry-failed';
import { startTestWorker } from '../../test/test-worker';

// What the worker decides when a message's time comes, whatever the channel: the quiet hours
// and opt-outs of that moment, not of the moment it was queued, and nothing for a message no
// longer waiting. The log channel sends here; provider failures are in delivery tests.

const messages = loadMessagesConfig({ MESSAGE_RETRY_DELAY_SECONDS: '1' });
const afternoon = ist('2026-01-10T14:00');
const clock = testClock(afternoon);
let app: TestApp;
let worker: MessageWorker;

beforeAll(async () => {
  app = await startTestApp();
  await setAsideWaitingMessages(app.dataSource);
  worker = await startTestWorker(app.dataSource, messages, { clock });
});
afterAll(async () => {
  await worker.stop();
  await app.close();
});
afterEach(() => clock.set(afternoon));

it('sends a due message once, through the log channel by default', async () => {
  const [message] = await queueMessages(
    app.services,
    app.dataSource,
    [patientDraft(freshPhone())],
    afternoon,
  );
  const sent = await whenMessage(app.dataSource, message.id, ['SENT']);
  expect(sent).toMatchObject({
    channel: 'log',
    providerMessageId: `log-${message.id}`,
    attempts: 1,
    lastError: null,
  });
  expect(sent.sentAt).toEqual(afternoon);
});

it('blanks a one-time code once it is sent: from then on it lives only hashed', async () => {
  const [message] = await queueMessages(
    app.services,
    app.dataSource,
    [patientDraft(freshPhone(), 'lookup_code', { params: { code: '482913', minutes: '15' } })],
    afternoon,
  );
  const sent = await whenMessage(app.dataSource, message.id, ['SENT']);
  expect(sent.params).toEqual({ code: '------', minutes: '15' });
});

it('holds a reminder that comes due in quiet hours until they end, then sends it', async () => {
  // Queued in the afternoon for 20:55; the worker only reaches it at 21:30 (busy, or down).
  clock.set(ist('2026-01-10T21:30'));
  const [message] = await queueMessages(
    app.services,
    app.dataSource,
    [patientDraft(freshPhone(), 'reminder_two_hours', { sendAt: ist('2026-01-10T20:55') })],
    afternoon,
  );
  const morning = ist('2026-01-11T08:00');
  await waitFor('the reminder moved to the morning', 30_000, async () => {
    const row = await messageRow(app.dataSource, message.id);
    return row.sendAt.getTime() === morning.getTime();
  });
  expect(await messageRow(app.dataSource, message.id)).toMatchObject({
    status: 'QUEUED',
    attempts: 0,
    sentAt: null,
  });
  const [first, second] = await jobsOf(app.dataSource, message.id);
  expect(first).toMatchObject({ id: message.id, state: 'completed' });
  expect(second.start_after).toEqual(morning);

  clock.set(morning);
  const sent = await whenMessage(app.dataSource, message.id, ['SENT']);
  expect(sent.sentAt).toEqual(morning);
  expect(sent.attempts).toBe(1);
});

it('sends a booking confirmation in quiet hours: the patient is waiting for it', async () => {
  const night = ist('2026-01-10T23:10');
  clock.set(night);
  const [message] = await queueMessages(
    app.services,
    app.dataSource,
    [patientDraft(freshPhone())],
    night,
  );
  const sent = await whenMessage(app.dataSource, message.id, ['SENT']);
  expect(sent.sentAt).toEqual(night);
});

it('drops a message to a phone that opted out after it was queued, and sends nothing', async () => {
  const phone = freshPhone();
  const [message] = await app.dataSource.transaction(async (manager) => {
    const queued = await app.services.outbox.queue(
      manager,
      [patientDraft(phone, 'order_shipped')],
      afternoon,
    );
    await manager.insert(MessageOptOut, { phone, source: 'REPLY' });
    return queued;
  });
  expect(message.status).toBe('QUEUED');
  const dropped = await whenMessage(app.dataSource, message.id, ['DROPPED', 'SENT']);
  expect(dropped).toMatchObject({ status: 'DROPPED', lastError: OPTED_OUT, attempts: 0 });
  expect(dropped.providerMessageId).toBeNull();
});

it('leaves a message dropped while it waited (a cancelled booking’s reminder) unsent', async () => {
  const [message] = await app.dataSource.transaction(async (manager) => {
    const queued = await app.services.outbox.queue(
      manager,
      [patientDraft(freshPhone(), 'reminder_day_before')],
      afternoon,
    );
    await manager.update(
      OutboxMessage,
      { id: queued[0].id },
      { status: 'DROPPED', lastError: 'Booking cancelled' },
    );
    return queued;
  });
  await waitForJobs(message.id, 1, ['completed']);
  expect(await messageRow(app.dataSource, message.id)).toMatchObject({
    status: 'DROPPED',
    attempts: 0,
    sentAt: null,
  });
});

describe('staff retry of a failed message', () => {
  it('queues it again on a fresh job and the worker sends it under the same id', async () => {
    const [message] = await queueMessages(
      app.services,
      app.dataSource,
      [patientDraft(freshPhone())],
      afternoon,
    );
    await whenMessage(app.dataSource, message.id, ['SENT']);
    // As a provider's final refusal leaves it.
    await app.dataSource.query(
      `UPDATE outbox_message SET status = 'FAILED', last_error = 'whatsapp: (#131026) Message undeliverable', sent_at = NULL WHERE id = $1`,
      [message.id],
    );
    const { boss, queue } = await startJobQueue(app.dataSource, messages, { supervise: false });
    try {
      const queued = await app.dataSource.transaction((manager) =>
        retryFailed(manager, queue, message.id, afternoon),
      );
      expect(queued.status).toBe('QUEUED');
      const sent = await whenMessage(app.dataSource, message.id, ['SENT']);
      expect(sent).toMatchObject({
        providerMessageId: `log-${message.id}`,
        attempts: 2,
        lastError: null,
      });
      const jobs = await jobsOf(app.dataSource, message.id);
      expect(jobs).toHaveLength(2);
      expect(jobs[1].id).not.toBe(message.id);

      // A second retry (another desk, a double click) is told it is no longer failed.
      const again = app.dataSource.transaction((manager) =>
        retryFailed(manager, queue, message.id, afternoon),
      );
      await expect(again).rejects.toThrow(DomainError);
      await expect(again).rejects.toMatchObject({ code: 'CONFLICT' });
      await expect(
        app.dataSource.transaction((manager) =>
          retryFailed(manager, queue, 'not-an-id', afternoon),
        ),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
      expect(await jobsOf(app.dataSource, message.id)).toHaveLength(2);
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  });
});

async function waitForJobs(messageId: string, count: number, states?: string[]): Promise<void> {
  await waitFor(`${count} jobs`, 30_000, async () => {
    const jobs = await jobsOf(app.dataSource, messageId);
    return jobs.length >= count && (!states || jobs.every((job) => states.includes(job.state)));
  });
}
