import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { Client } from 'pg';
import { clinicDate } from './booking/booking-test-helpers';
import { repoRoot } from './common/config';
import { describeNeeding, withoutRealPostgres } from './test/real-postgres';

// SIGTERM while patients are browsing, booking and ordering: the production build on its own fresh
// database. Bookings, orders and blog reads are held in flight by table locks the test takes just
// before the signal, so "in flight" is certain rather than a matter of timing; the lock is released
// only after the signal, while the server drains.

const mainJs = path.join(repoRoot, 'server', 'dist', 'main.js');
// Holding a lock beside the server needs real PostgreSQL; scripts/test.mjs builds first.
const missing =
  withoutRealPostgres() ?? (existsSync(mainJs) ? undefined : 'needs the build: npm run build');

const WRITERS_PER_KIND = 2;
const BLOCKED_WORKERS = 2 * WRITERS_PER_KIND + 1; // bookers, orderers and one blog reader
const SLOTS_PER_DAY = 288; // 5-minute slots, all day
/** A request pending this long at the signal had surely reached the server. */
const SURELY_RECEIVED_MS = 50;

type Kind = 'clinic' | 'doctors' | 'products' | 'blogs' | 'book' | 'order';

interface Call {
  kind: Kind;
  started: number;
  ended?: number;
  status?: number;
  /** Booking reference or order number of a 201. */
  written?: string;
  /** A connection error or timeout instead of an answer. */
  failure?: string;
}

const PRODUCTS_QUERY = '{ products(page: 1, pageSize: 12) { total items { id name price } } }';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Polls `condition` every 20 ms until it holds; fails naming `what` after `ms`. */
async function waitFor(
  what: string,
  ms: number,
  condition: () => boolean | Promise<boolean>,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A brand-new connection (never a pooled one): its status, or the connection error's code. */
function freshConnection(url: string): Promise<{ answer: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (answer: string) => resolve({ answer, ms: performance.now() - started });
    const req = httpRequest(url, { agent: false, timeout: 5000 }, (res) => {
      res.resume();
      done(String(res.statusCode));
    });
    req.on('timeout', () => req.destroy(new Error('TIMEOUT')));
    req.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
    req.end();
  });
}

describeNeeding(missing, 'SIGTERM under load (production build, real PostgreSQL)', () => {
  const databaseName = `clinic_faults_${process.pid}`;
  let adminUrl: URL;
  let databaseUrl: string;
  let child: ChildProcess | undefined;
  let output = '';

  beforeAll(async () => {
    adminUrl = new URL(process.env.TEST_DATABASE_URL!);
    adminUrl.pathname = '/postgres';
    const target = new URL(adminUrl);
    target.pathname = `/${databaseName}`;
    databaseUrl = target.toString();
    const admin = new Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${databaseName}`);
    await admin.end();
  }, 30_000);

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    if (!adminUrl) return;
    const admin = new Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  }, 30_000);

  it('finishes what is in flight, refuses what comes after, exits 0 within 10 s, loses no write', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = spawn(process.execPath, [mainJs], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        SITE_URL: base,
        // Info, for the line that says the signal was handled.
        LOG_LEVEL: 'info',
        // Many patients, not one address hammering: no per-address limit may refuse the load.
        RATE_LIMIT_SCALE: '1000000',
        // The load books the demo doctors and orders the demo products.
        SEED_DEMO_DATA: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = server;
    let shuttingDown = false;
    server.stdout!.on('data', (chunk) => {
      output = (output + chunk).slice(-20_000);
      shuttingDown ||= output.includes('"msg":"shutting down"');
    });
    server.stderr!.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      server.once('exit', (code) => resolve({ code, at: performance.now() })),
    );

    await waitFor('the server answering /readyz', 90_000, async () => {
      if (server.exitCode !== null) throw new Error(`server exited early:\n${output}`);
      return fetch(`${base}/readyz`).then(
        (res) => res.ok,
        () => false,
      );
    });

    const db = new Client({ connectionString: databaseUrl });
    const locker = new Client({ connectionString: databaseUrl });
    // afterAll drops the database under them when the test fails half-way.
    db.on('error', () => undefined);
    locker.on('error', () => undefined);
    let serverGone = false;
    await db.connect();
    try {
      const plan = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        weekday,
        start: '00:00',
        end: '24:00',
        breaks: [],
      }));
      const {
        rows: [doctor],
      } = await db.query<{ id: number }>(
        `INSERT INTO doctor (slug, name, specialization, qualification, experience_years, bio,
           consultation_fee, slot_minutes, working_plan)
         VALUES ('sigterm-doctor', 'Dr. Sigterm', 'Proctology', 'MBBS', 5, 'Shutdown test', 400, 5, $1)
         RETURNING id`,
        [JSON.stringify(plan)],
      );
      // Products sold in sizes need a size on each line, prescription-only ones a prescription:
      // these orders name products only.
      const { rows: products } = await db.query<{ id: number }>(
        `UPDATE product p SET stock = 1000000
         WHERE NOT EXISTS (SELECT 1 FROM product_variant v WHERE v.product_id = p.id)
           AND NOT p.prescription_only AND NOT p.hidden
         RETURNING id`,
      );

      const calls: Call[] = [];
      let sigtermAt = Infinity;
      let bookings = 0;
      let orders = 0;

      const send = async (kind: Kind, call: Call): Promise<void> => {
        const post = (p: string, body: unknown, headers: Record<string, string> = {}) =>
          fetch(`${base}${p}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...headers },
            body: JSON.stringify(body),
            signal: AbortSignal.timeout(15_000),
          });
        const get = (p: string) => fetch(`${base}${p}`, { signal: AbortSignal.timeout(15_000) });
        let res: Response;
        if (kind === 'book') {
          const n = bookings++;
          const minutes = (n % SLOTS_PER_DAY) * 5;
          const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
          res = await post('/api/appointments', {
            doctorId: doctor.id,
            scheduledAt: `${clinicDate(2 + Math.floor(n / SLOTS_PER_DAY))}T${hhmm}:00+05:30`,
            // A patient each: one phone may hold only a few upcoming bookings.
            patientInfo: {
              firstName: 'Sigterm',
              lastName: `Patient ${n}`,
              phone: `98765${String(n).padStart(5, '0')}`,
            },
          });
        } else if (kind === 'order') {
          const n = orders++;
          res = await post(
            '/api/orders',
            {
              items: [{ productId: products[n % products.length].id, quantity: 1 }],
              shippingAddress: '12 Station Road, Vidisha',
              // A patient each: one phone may place only a few orders a day.
              customerPhone: `97765${String(n).padStart(5, '0')}`,
              customerName: 'Sigterm Patient',
              customerEmail: 'sigterm@example.in',
            },
            { 'idempotency-key': `sigterm-${process.pid}-${n}` },
          );
        } else if (kind === 'products') {
          res = await post('/graphql', { query: PRODUCTS_QUERY });
        } else {
          res = await get(kind === 'blogs' ? '/api/blogs' : `/api/${kind}`);
        }
        const body = (await res.json()) as {
          appointment?: { reference?: string };
          order?: { orderNumber?: string };
        };
        call.status = res.status;
        if (res.status === 201)
          call.written = body.appointment?.reference ?? body.order?.orderNumber;
      };

      const worker = async (kinds: Kind[]) => {
        for (let i = 0; !serverGone; i += 1) {
          const kind = kinds[i % kinds.length];
          const call: Call = { kind, started: performance.now() };
          calls.push(call);
          try {
            await send(kind, call);
          } catch (error) {
            const cause = (error as { cause?: { code?: string } }).cause;
            call.failure = cause?.code ?? (error as Error).name;
          }
          call.ended = performance.now();
          // A refused connection means the server is gone for this worker (or broken: asserted).
          if (call.failure) return;
        }
      };

      const workers = [
        worker(['clinic', 'doctors', 'products']),
        worker(['products', 'doctors', 'clinic']),
        worker(['doctors', 'products']),
        worker(['blogs']),
        ...Array.from({ length: WRITERS_PER_KIND }, () => worker(['book'])),
        ...Array.from({ length: WRITERS_PER_KIND }, () => worker(['order'])),
      ];

      // Steady load first: every kind answered, and writes succeeding.
      const kinds: Kind[] = ['clinic', 'doctors', 'products', 'blogs', 'book', 'order'];
      await waitFor(
        'every kind answered and 20 writes acknowledged',
        30_000,
        () =>
          kinds.every((kind) => calls.some((c) => c.kind === kind && c.status !== undefined)) &&
          calls.filter((c) => c.written).length >= 20,
      );

      // Hold bookings, orders and blog reads inside the server, waiting on PostgreSQL. Bookings
      // and orders are held at their last step, writing their messages: locking the tables they
      // write first would deadlock with one already past them (an outbox row's foreign keys take
      // a share lock on appointment and customer_order alike).
      await locker.connect();
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE outbox_message, blog_post IN ACCESS EXCLUSIVE MODE');
      const waiting = async () =>
        (
          await db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity
             WHERE datname = $1 AND backend_type = 'client backend' AND wait_event_type = 'Lock'`,
            [databaseName],
          )
        ).rows[0].n;
      await waitFor(
        'the writers and the blog reader waiting on the lock',
        10_000,
        async () => (await waiting()) >= BLOCKED_WORKERS,
      );

      sigtermAt = performance.now();
      server.kill('SIGTERM');

      // A new patient arriving once the server has taken the signal is turned away at once.
      await waitFor('the server saying it is shutting down', 5_000, () => shuttingDown);
      const newcomer = await freshConnection(`${base}/api/doctors`);
      expect(['ECONNREFUSED', 'ECONNRESET', '503']).toContain(newcomer.answer);
      expect(newcomer.ms).toBeLessThan(2000);

      // Still draining, with the held requests in PostgreSQL (the answers they get once the
      // lock goes are asserted below: a server that cut them off fails there).
      expect(server.exitCode).toBeNull();
      await locker.query('COMMIT');

      let giveUp: NodeJS.Timeout | undefined;
      const exit = await Promise.race([
        exited,
        new Promise<{ code: null; at: number }>((resolve) => {
          giveUp = setTimeout(() => resolve({ code: null, at: Infinity }), 15_000);
        }),
      ]);
      clearTimeout(giveUp);
      serverGone = true;
      await Promise.all(workers);
      const exitMs = exit.at - sigtermAt;
      expect({ code: exit.code, log: exit.code === 0 ? '' : output }).toEqual({
        code: 0,
        log: '',
      });
      expect(exitMs).toBeLessThan(10_000);

      const normal = (c: Call) =>
        c.kind === 'book' || c.kind === 'order'
          ? c.status === 201 && !!c.written
          : c.status === 200;
      const before = calls.filter((c) => c.ended !== undefined && c.ended <= sigtermAt);
      expect(before.filter((c) => !normal(c))).toEqual([]);
      const inFlight = calls.filter(
        (c) => c.started < sigtermAt && (c.ended === undefined || c.ended > sigtermAt),
      );
      const held = inFlight.filter(
        (c) => c.kind === 'book' || c.kind === 'order' || c.kind === 'blogs',
      );
      const surelyReceived = inFlight.filter((c) => sigtermAt - c.started >= SURELY_RECEIVED_MS);
      expect(held.length).toBeGreaterThanOrEqual(BLOCKED_WORKERS);
      for (const c of [...held, ...surelyReceived]) {
        expect({ kind: c.kind, status: c.status, failure: c.failure, ok: normal(c) }).toEqual({
          kind: c.kind,
          status: c.kind === 'book' || c.kind === 'order' ? 201 : 200,
          failure: undefined,
          ok: true,
        });
      }
      // Requests racing the signal on a kept-alive connection may see it closed; nothing hangs.
      const after = calls.filter((c) => c.started >= sigtermAt);
      for (const c of [...inFlight, ...after]) {
        expect(
          c.failure === undefined || /^(ECONNREFUSED|ECONNRESET|UND_ERR_SOCKET)$/.test(c.failure),
        ).toBe(true);
        if (!normal(c) && !c.failure) expect(c.status).toBe(503);
      }

      // Every booking and order the patient was told about is in the database.
      const references = calls.filter((c) => c.kind === 'book' && c.written).map((c) => c.written!);
      const orderNumbers = calls
        .filter((c) => c.kind === 'order' && c.written)
        .map((c) => c.written!);
      const check = new Client({ connectionString: databaseUrl });
      await check.connect();
      const foundAppointments = await check.query<{ reference: string }>(
        `SELECT reference FROM appointment WHERE reference = ANY($1)`,
        [references],
      );
      const foundOrders = await check.query<{ order_number: string }>(
        `SELECT order_number FROM customer_order WHERE order_number = ANY($1)`,
        [orderNumbers],
      );
      await check.end();
      expect(foundAppointments.rows.map((r) => r.reference).sort()).toEqual([...references].sort());
      expect(foundOrders.rows.map((r) => r.order_number).sort()).toEqual([...orderNumbers].sort());

      process.stdout.write(
        `SIGTERM under load: ${calls.length} requests, ${inFlight.length} in flight at the signal ` +
          `(${held.length} held in PostgreSQL), all answered normally; newcomer ${newcomer.answer} ` +
          `in ${newcomer.ms.toFixed(0)} ms; ${after.length} sent after it: ` +
          `${after.filter((c) => c.failure).length} refused, ` +
          `${after.filter((c) => !c.failure).length} answered; exit 0 after ${exitMs.toFixed(0)} ms; ` +
          `${references.length} bookings and ${orderNumbers.length} orders acknowledged, all found\n`,
      );
    } finally {
      serverGone = true;
      await locker.end().catch(() => undefined);
      await db.end().catch(() => undefined);
    }
  }, 120_000);
});
