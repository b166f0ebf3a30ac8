import {
  patientDraft,
  queueMessages,
  setAsideWaitingMessages,
  whenMessage,
} from '../../test/outbox-fixtures';
import { freshPhone } from '../../test/phones';
import { startWhatsAppStandIn, type WhatsAppStandIn } from '../../test/providers/whatsapp-stand-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { loadMessagesConfig } from '../messages-config';
import type { MessageWorker } from './message-worker';
import { startTestWorker } from '../../test/test-worker';

// The server's own worker sends a few messages at a time (its sends share the connection pool
// with patients' requests): with the provider holding every request, no more than that many
// reach it at once, and every message is still sent once it answers.

let whatsapp: WhatsAppStandIn;
let app: TestApp;
let worker: MessageWorker;

beforeAll(async () => {
  whatsapp = await startWhatsAppStandIn();
  const messages = loadMessagesConfig({ ...whatsapp.env, NOTIFY_CHANNELS: 'whatsapp' });
  app = await startTestApp();
  await setAsideWaitingMessages(app.dataSource);
  worker = await startTestWorker(app.dataSource, messages, { concurrency: 2 });
});
afterAll(async () => {
  whatsapp.control.release();
  await worker.stop();
  await app.close();
  await whatsapp.close();
});

it('sends no more messages at once than its concurrency, and every one of a batch in the end', async () => {
  whatsapp.control.hold();
  const queued = await queueMessages(
    app.services,
    app.dataSource,
    Array.from({ length: 6 }, () => patientDraft(freshPhone())),
    new Date(),
  );
  await whatsapp.control.whenHeld(2);
  // Two more polls of the queue: a worker sending the whole batch would have sent them by now.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(whatsapp.control.heldCount).toBe(2);
  whatsapp.control.release();
  for (const message of queued) {
    expect((await whenMessage(app.dataSource, message.id, ['SENT', 'FAILED'])).status).toBe('SENT');
  }
  expect(whatsapp.control.deliveries).toHaveLength(6);
});
