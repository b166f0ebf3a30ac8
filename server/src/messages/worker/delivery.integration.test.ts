import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../common/database';
import { entities } from '../../entities';
import { migrations } from '../../migrations';
import { waitFor } from '../../test/built-server';
import {
  messageRow,
  patientDraft,
  queueMessages,
  setAsideWaitingMessages,
  whenMessage,
} from '../../test/outbox-fixtures';
import { freshPhone } from '../../test/phones';
import { startWhatsAppStandIn, type WhatsAppStandIn } from '../../test/providers/whatsapp-stand-in';
import { startTestApp, testDatabaseUrl, type TestApp } from '../../test/test-app';
import { loadMessagesConfig, type MessagesConfig } from '../messages-config';
import type { MessageWorker } from './message-worker';
import { startTestWorker } from '../../test/test-worker';

// The worker against a real HTTP server that checks each request as the WhatsApp Cloud API
// documents it and delivers once per idempotency key: retries with backoff to the dead letter,
// refusals that fail at once, and two workers sharing one queue without a message sent twice.
// Confirmations (booking_made) are used so the time of day of the run never defers them.

let whatsapp: WhatsAppStandIn;
let messages: MessagesConfig;
let app: TestApp;
let worker: MessageWorker;

const startWorker = (dataSource: DataSource) => startTestWorker(dataSource, messages);

beforeAll(async () => {
  whatsapp = await startWhatsAppStandIn();
  messages = loadMessagesConfig({
    ...whatsapp.env,
    NOTIFY_CHANNELS: 'whatsapp',
    MESSAGE_RETRY_LIMIT: '2',
    MESSAGE_RETRY_DELAY_SECONDS: '1',
  });
  app = await startTestApp();
  await setAsideWaitingMessages(app.dataSource);
  // After the app: the queue takes this worker's retry settings (2 retries, 1 s doubling).
  worker = await startWorker(app.dataSource);
});
afterAll(async () => {
  await worker.stop();
  await app.close();
  await whatsapp.close();
});
beforeEach(() => whatsapp.control.reset());

const queueOne = async (phone = freshPhone()) =>
  (await queueMessages(app.services, app.dataSource, [patientDraft(phone)], new Date()))[0];

const attemptsOf = (key: string) =>
  whatsapp.control.attempts.filter((a) => a.key === key).map((a) => a.outcome);

/** The message's first job once pg-boss has finished with it (completed or failed). */
async function jobOf(id: string) {
  let job: Record<string, unknown> | undefined;
  await waitFor('the job finished', 30_000, async () => {
    [job] = await app.dataSource.query(
      `SELECT state, retry_count, retry_limit, retry_delay, retry_backoff FROM pgboss.job
       WHERE id = $1`,
      [id],
    );
    return job?.state === 'completed' || job?.state === 'failed';
  });
  return job;
}

it('delivers a confirmation to WhatsApp once, recording the provider’s message id', async () => {
  const phone = freshPhone(9);
  const message = await queueOne(phone);
  const sent = await whenMessage(app.dataSource, message.id, ['SENT', 'FAILED']);
  const delivery = whatsapp.control.deliveryFor(message.id)!;
  expect(delivery).toMatchObject({ to: `91${phone}`, template: 'booking_made' });
  expect(delivery.parameters).toEqual([
    'BK7Q2M',
    'Dr Asha Rao',
    'Sat 10 Jan, 10:30 am',
    '0755 400 1234',
    'https://clinic.example.in/booking',
  ]);
  expect(sent).toMatchObject({
    status: 'SENT',
    channel: 'whatsapp',
    providerMessageId: delivery.id,
    attempts: 1,
  });
});

it('retries a provider outage with backoff and sends when it passes', async () => {
  whatsapp.control.failNext(2, 503);
  const message = await queueOne();
  const sent = await whenMessage(app.dataSource, message.id, ['SENT', 'FAILED']);
  expect(sent).toMatchObject({ status: 'SENT', attempts: 3, lastError: null });
  expect(attemptsOf(message.id)).toEqual(['failed', 'failed', 'delivered']);
  expect(await jobOf(message.id)).toMatchObject({
    state: 'completed',
    retry_count: 2,
    retry_delay: 1,
    retry_backoff: true,
  });
});

it('fails a message after its last try, with the provider’s reason for staff', async () => {
  whatsapp.control.failNext(3, 503);
  const message = await queueOne();
  const failed = await whenMessage(app.dataSource, message.id, ['SENT', 'FAILED']);
  expect(failed.status).toBe('FAILED');
  expect(failed.attempts).toBe(3);
  expect(failed.lastError).toMatch(/whatsapp/i);
  expect(failed.lastError).toMatch(/unavailable|503/i);
  expect(failed.lastError).not.toContain(message.phone!);
  expect(attemptsOf(message.id)).toEqual(['failed', 'failed', 'failed']);
  expect(whatsapp.control.deliveryFor(message.id)).toBeUndefined();
  // The queue holds no further try: FAILED is the end until staff retry it.
  expect(await jobOf(message.id)).toMatchObject({ state: 'completed', retry_count: 2 });
});

it('fails at once when the provider refuses the message outright', async () => {
  whatsapp.control.failNext(1, 400);
  const message = await queueOne();
  const failed = await whenMessage(app.dataSource, message.id, ['SENT', 'FAILED']);
  expect(failed).toMatchObject({ status: 'FAILED', attempts: 1 });
  expect(failed.lastError).toMatch(/undeliverable|400/i);
  expect(attemptsOf(message.id)).toEqual(['failed']);
  expect(await jobOf(message.id)).toMatchObject({ state: 'completed', retry_count: 0 });
});

it('a one-time code that fails keeps no digits', async () => {
  whatsapp.control.failNext(1, 400);
  const [message] = await queueMessages(
    app.services,
    app.dataSource,
    [patientDraft(freshPhone(), 'lookup_code', { params: { code: '493817', minutes: '15' } })],
    new Date(),
  );
  const failed = await whenMessage(app.dataSource, message.id, ['SENT', 'FAILED']);
  expect(failed.status).toBe('FAILED');
  expect(failed.params).toEqual({ code: '------', minutes: '15' });
});

it('two workers on one database deliver 200 messages, each exactly once', async () => {
  const second = new DataSource(dataSourceOptions(testDatabaseUrl(), { entities, migrations }, 4));
  await second.initialize();
  const other = await startWorker(second);
  try {
    whatsapp.control.hold();
    const queued = await queueMessages(
      app.services,
      app.dataSource,
      Array.from({ length: 200 }, () => patientDraft(freshPhone())),
      new Date(),
    );
    // Each worker sends at most a batch of 20 at once: 40 held means both are sending.
    await whatsapp.control.whenHeld(40);
    whatsapp.control.release();
    const ids = new Set(queued.map((m) => m.id));
    await whatsapp.control.whenDelivered(200);
    for (const message of queued) await whenMessage(app.dataSource, message.id, ['SENT']);

    const mine = whatsapp.control.attempts.filter((a) => ids.has(a.key!));
    expect(mine).toHaveLength(200);
    expect(mine.every((a) => a.outcome === 'delivered')).toBe(true);
    expect(new Set(mine.map((a) => a.key)).size).toBe(200);
    const rows: { status: string; attempts: number; n: string }[] = await app.dataSource.query(
      `SELECT status, attempts, count(*) AS n FROM outbox_message WHERE id = ANY($1)
       GROUP BY status, attempts`,
      [[...ids]],
    );
    expect(rows).toEqual([{ status: 'SENT', attempts: 1, n: '200' }]);
    const byId = new Map(whatsapp.control.deliveries.map((d) => [d.key, d.id]));
    const first = await messageRow(app.dataSource, queued[0].id);
    expect(first.providerMessageId).toBe(byId.get(first.id));
  } finally {
    whatsapp.control.release();
    await other.stop();
    await second.destroy();
  }
});
