import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../common/config';
import { waitFor } from '../../test/built-server';
import {
  patientDraft,
  queueMessages,
  setAsideWaitingMessages,
  whenMessage,
} from '../../test/outbox-fixtures';
import { freshPhone } from '../../test/phones';
import { startWhatsAppStandIn, type WhatsAppStandIn } from '../../test/providers/whatsapp-stand-in';
import { describeNeeding } from '../../test/real-postgres';
import { startTestApp, type TestApp } from '../../test/test-app';
import { loadMessagesConfig } from '../messages-config';
import { ABANDONED } from './message-worker';
import { startTestWorker } from '../../test/test-worker';

// `npm run worker` as its own process (server/dist/worker-main.js): killed while its request to
// the provider is in flight, the message still reaches the patient once, through another worker
// that takes the job back when its send timeout has passed.

const workerJs = path.join(repoRoot, 'server', 'dist', 'worker-main.js');
const missing = existsSync(workerJs) ? undefined : 'needs the build: npm run build';
const SEND_TIMEOUT_SECONDS = '2';

interface WorkerProcess {
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
}

function startWorkerProcess(env: Record<string, string | undefined>): WorkerProcess {
  const child = spawn(process.execPath, [workerJs], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      SITE_URL: 'http://localhost:4000',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + String(chunk)).slice(-20_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, exited, output: () => output };
}

/** Started: its queue settings (the send timeout) are the queue's from now on. */
async function started(worker: WorkerProcess): Promise<void> {
  await waitFor('the worker starting', 30_000, () => {
    if (worker.child.exitCode !== null) throw new Error(`the worker exited:\n${worker.output()}`);
    return worker.output().includes('message worker started');
  });
}

describeNeeding(missing, 'npm run worker', () => {
  let whatsapp: WhatsAppStandIn;
  let app: TestApp;
  let env: Record<string, string>;

  beforeAll(async () => {
    whatsapp = await startWhatsAppStandIn();
    env = {
      ...whatsapp.env,
      NOTIFY_CHANNELS: 'whatsapp',
      MESSAGE_RETRY_DELAY_SECONDS: '1',
      MESSAGE_SEND_TIMEOUT_SECONDS: SEND_TIMEOUT_SECONDS,
    };
    app = await startTestApp();
    await setAsideWaitingMessages(app.dataSource);
  });
  afterAll(async () => {
    await app.close();
    await whatsapp.close();
  });
  beforeEach(() => whatsapp.control.reset());

  it('a worker killed mid-send: another delivers the message once, and it ends SENT', async () => {
    const killed = startWorkerProcess({ ...env, DATABASE_URL: process.env.TEST_DATABASE_URL });
    try {
      await started(killed);
      whatsapp.control.hold();
      const [message] = await queueMessages(
        app.services,
        app.dataSource,
        [patientDraft(freshPhone())],
        new Date(),
      );
      await whatsapp.control.whenHeld(1);
      killed.child.kill('SIGKILL');
      expect(await killed.exited).toMatchObject({ signal: 'SIGKILL' });
      // The provider had the request: it delivers it, though nobody is left to hear the answer.
      whatsapp.control.release();
      const delivered = await whatsapp.control.whenDelivered(1);
      expect(delivered.map((d) => d.key)).toEqual([message.id]);
      expect((await whenMessage(app.dataSource, message.id, ['SENDING'])).attempts).toBe(1);

      // Another worker takes the job back once its send timeout passed, and sends it again
      // under the same key: the provider recognises it and delivers nothing more.
      const messages = loadMessagesConfig(env);
      const rescuer = await startTestWorker(app.dataSource, messages, {
        maintenanceIntervalSeconds: 1,
      });
      try {
        const sent = await whenMessage(app.dataSource, message.id, ['SENT', 'FAILED']);
        expect(sent).toMatchObject({
          status: 'SENT',
          attempts: 2,
          providerMessageId: delivered[0].id,
        });
        expect(whatsapp.control.deliveries).toHaveLength(1);
        expect(
          whatsapp.control.attempts.filter((a) => a.key === message.id).map((a) => a.outcome),
        ).toEqual(['delivered', 'repeat']);
      } finally {
        await rescuer.stop();
      }
    } finally {
      whatsapp.control.release();
      if (killed.child.exitCode === null && killed.child.signalCode === null)
        killed.child.kill('SIGKILL');
    }
  });

  it('a worker killed on the last try leaves the message FAILED for staff, not waiting forever', async () => {
    const lastTry = { ...env, MESSAGE_RETRY_LIMIT: '0' };
    const killed = startWorkerProcess({ ...lastTry, DATABASE_URL: process.env.TEST_DATABASE_URL });
    const messages = loadMessagesConfig(lastTry);
    try {
      await started(killed);
      whatsapp.control.hold();
      const [message] = await queueMessages(
        app.services,
        app.dataSource,
        [patientDraft(freshPhone())],
        new Date(),
      );
      await whatsapp.control.whenHeld(1);
      killed.child.kill('SIGKILL');
      await killed.exited;
      const rescuer = await startTestWorker(app.dataSource, messages, {
        maintenanceIntervalSeconds: 1,
      });
      try {
        const failed = await whenMessage(app.dataSource, message.id, ['FAILED', 'SENT']);
        expect(failed).toMatchObject({ status: 'FAILED', attempts: 1, lastError: ABANDONED });
      } finally {
        await rescuer.stop();
      }
    } finally {
      whatsapp.control.release();
      if (killed.child.exitCode === null && killed.child.signalCode === null)
        killed.child.kill('SIGKILL');
    }
  });

  it('stops on SIGTERM once the message it is sending is sent', async () => {
    const worker = startWorkerProcess({ ...env, DATABASE_URL: process.env.TEST_DATABASE_URL });
    try {
      await started(worker);
      whatsapp.control.hold();
      const [message] = await queueMessages(
        app.services,
        app.dataSource,
        [patientDraft(freshPhone())],
        new Date(),
      );
      await whatsapp.control.whenHeld(1);
      worker.child.kill('SIGTERM');
      await waitFor('the worker stopping', 10_000, () => worker.output().includes('stopping'));
      whatsapp.control.release();
      expect(await worker.exited).toEqual({ code: 0, signal: null });
      expect(await whenMessage(app.dataSource, message.id, ['SENT'])).toMatchObject({
        channel: 'whatsapp',
        attempts: 1,
      });
    } finally {
      whatsapp.control.release();
      if (worker.child.exitCode === null && worker.child.signalCode === null)
        worker.child.kill('SIGKILL');
    }
  });

  it('without DATABASE_URL and without the site running, says how to run it', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'clinic-worker-'));
    try {
      const worker = startWorkerProcess({ DATA_DIR: dataDir });
      expect(await worker.exited).toEqual({ code: 1, signal: null });
      expect(worker.output()).toContain('The site is not running');
      expect(worker.output()).toContain('npm start');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
