// `npm run bench -- messages`: 10,000 messages queued as the app queues them (outbox_message rows
// and their pg-boss jobs, written together in one transaction per batch) on a site started with
// MESSAGE_WORKER=off, then drained by one separate worker (`node server/dist/worker-main.js`,
// what `npm run worker` runs) against the local provider stand-ins (WhatsApp Cloud API, MSG91,
// SMTP: the tests' own). Reported: messages per second from the worker's start to the last one
// SENT, and patients' booking latency (bench/scenarios/book-appointment.mjs at a few connections)
// measured while the worker drains, against the same measured just before with no worker.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { loadServerEnv } from '../scripts/lib/load-server-env.mjs';
import { startStandIns } from '../scripts/lib/stand-ins.mjs';
import { runLoad } from './load.mjs';
import bookAppointment from './scenarios/book-appointment.mjs';
import { recreateDatabase, startProcess, startServer, waitReady } from './server.mjs';

export const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 10_000);
const BATCH = 1000;
const QUEUE = 'outbox-message';
/** The bench's own rows: a patient's, tied to no booking, order or contact message. */
const BENCH_ROWS = `audience = 'PATIENT' AND appointment_id IS NULL AND order_id IS NULL
  AND contact_message_id IS NULL`;

/** Writes `count` due messages with their jobs, `BATCH` to a transaction; resolves their ids. */
async function enqueue(pool, count, siteUrl) {
  const boss = new PgBoss({
    connectionString: pool.options.connectionString,
    schema: 'pgboss',
    max: 2,
    supervise: false,
    schedule: false,
    migrate: false,
  });
  boss.on('error', (error) => console.error('pg-boss:', error.message));
  await boss.start();
  const ids = [];
  try {
    for (let offset = 0; offset < count; offset += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, count - offset) }, () => randomUUID());
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query(
          `INSERT INTO outbox_message (id, template, audience, locale, phone, params, send_at, status)
           SELECT id, 'booking_confirmed', 'PATIENT', 'en', '7' || lpad((n + $2)::text, 9, '0'),
                  jsonb_build_object('reference', 'APT-0' || lpad((n + $2)::text, 6, '0'),
                    'doctor', 'Dr. Bench 1', 'when', 'Mon 1 Dec, 10:30 am',
                    'clinicPhone', '+91 98765 43210', 'link', $3::text || '/booking/manage'),
                  now(), 'QUEUED'
           FROM unnest($1::uuid[]) WITH ORDINALITY AS r(id, n)`,
          [batch, offset, siteUrl],
        );
        // As the app's Outbox does: the job's id is the message's, its data the id alone.
        await boss.insert(
          batch.map((id) => ({ id, name: QUEUE, data: { messageId: id } })),
          { db: { executeSql: (text, values) => client.query(text, values) } },
        );
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
      ids.push(...batch);
    }
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
  return ids;
}

/** Resolves once every bench message is SENT (or any FAILED, or `timeoutMs` passed). */
async function drained(pool, count, timeoutMs) {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const {
      rows: [row],
    } = await pool.query(
      `SELECT count(*) FILTER (WHERE status IN ('SENT', 'DELIVERED'))::int AS sent,
              count(*) FILTER (WHERE status = 'FAILED')::int AS failed,
              min(sent_at) AS first, max(sent_at) AS last
       FROM outbox_message WHERE ${BENCH_ROWS}`,
    );
    if (row.sent >= count || row.failed > 0 || performance.now() > deadline) return row;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const round = (value, digits = 1) => Number(value.toFixed(digits));

export async function runMessages({ root, databaseUrl, port, settings, log }) {
  const baseUrl = `http://127.0.0.1:${port}`;
  const connections = Number(process.env.BENCH_MESSAGES_CONNECTIONS ?? 4);
  const timeoutMs = Number(process.env.BENCH_MESSAGES_TIMEOUT ?? 900) * 1000;
  await recreateDatabase(databaseUrl);
  const standIns = await startStandIns({ smsTemplates: ['booking_made', 'booking_confirmed'] });
  // Quiet hours off: a run at night sends too.
  const channelEnv = { ...standIns.env, QUIET_HOURS: '00:00-00:00' };
  const server = startServer({
    root,
    databaseUrl,
    port,
    env: { ...channelEnv, MESSAGE_WORKER: 'off' },
  });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 3 });
  let worker;
  try {
    await waitReady(server, `${baseUrl}/readyz`);
    const query = async (text, params) => (await pool.query(text, params)).rows;
    const state = await bookAppointment.prepare({ query });
    const counter = { next: 0 };

    let started = performance.now();
    const ids = await enqueue(pool, MESSAGES, baseUrl);
    const enqueueSeconds = round((performance.now() - started) / 1000);
    log(`messages: ${ids.length} queued in ${enqueueSeconds} s`);

    const load = { baseUrl, scenario: bookAppointment, state, connections, counter };
    const quiet = await Promise.race([
      runLoad({ ...load, duration: settings.duration, warmup: settings.warmup }),
      server.exited,
    ]);
    log(`messages: booking with no worker: p50 ${round(quiet.p50)} ms, p99 ${round(quiet.p99)} ms`);
    const [{ waiting }] = await query(
      `SELECT count(*)::int AS waiting FROM outbox_message WHERE status = 'QUEUED'
         AND send_at <= now() AND NOT (${BENCH_ROWS})`,
    );

    started = performance.now();
    worker = startProcess('worker', root, 'server/dist/worker-main.js', {
      ...loadServerEnv({ databaseUrl, port }),
      ...channelEnv,
    });
    const done = Promise.race([drained(pool, ids.length, timeoutMs), worker.exited]);
    const [during, end] = await Promise.race([
      Promise.all([runLoad({ ...load, duration: 3600, warmup: 0, until: done }), done]),
      server.exited,
    ]);
    const seconds = (performance.now() - started) / 1000;
    const sending = (end.last - end.first) / 1000;
    log(
      `messages: ${end.sent} of ${ids.length} sent in ${round(seconds)} s ` +
        `(${round(end.sent / seconds)}/s); booking meanwhile p50 ${round(during.p50)} ms, ` +
        `p99 ${round(during.p99)} ms`,
    );
    await worker.stop();
    const whatsapp = standIns.whatsapp.control;
    const once = ids.filter((id) => whatsapp.deliveryFor(id)).length;
    return {
      messages: ids.length,
      enqueueSeconds,
      otherWaiting: waiting,
      sent: end.sent,
      failed: end.failed,
      seconds: round(seconds),
      perSecond: round(end.sent / seconds),
      firstToLastSeconds: round(sending),
      perSecondSending: sending > 0 ? round(end.sent / sending) : null,
      deliveredAtWhatsApp: once,
      standIns: standIns.counts(),
      booking: { connections, quiet, duringDrain: during },
    };
  } finally {
    await worker?.stop();
    await pool.end();
    await server.stop();
    await standIns.close();
  }
}
