import { connect, type Socket } from 'node:net';
import {
  startBuiltServer,
  statusOf,
  waitFor,
  withoutBuild,
  type BuiltServer,
} from '../test/built-server';
import { describeNeeding } from '../test/real-postgres';

// The attack: thousands of connections that start a request and never finish it, until the
// process runs out of file handles and even /healthz fails. Here on loopback against the
// production build, with counts and timeouts small enough for a test.

const HANGING = 400;

interface Hanging {
  socket: Socket;
  /** What the server sent before closing, if anything. */
  received: string;
  closed: boolean;
}

/** A connection that sends the start of a request and never its end. */
function hang(port: number): Promise<Hanging> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const state: Hanging = { socket, received: '', closed: false };
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (state.received += chunk));
    socket.on('close', () => (state.closed = true));
    socket.on('error', () => undefined);
    socket.once('connect', () => {
      socket.write('GET /api/doctors HTTP/1.1\r\nHost: clinic\r\nX-Slow: ');
      resolve(state);
    });
    socket.once('error', reject);
  });
}

const health = (baseUrl: string) => statusOf(`${baseUrl}/healthz`);

async function hangMany(port: number, count: number): Promise<Hanging[]> {
  const all: Hanging[] = [];
  // In batches, so the test's own connects do not overflow the listen backlog.
  for (let i = 0; i < count; i += 50) {
    const batch = Math.min(50, count - i);
    all.push(...(await Promise.all(Array.from({ length: batch }, () => hang(port)))));
  }
  return all;
}

describeNeeding(withoutBuild(), 'slow and idle clients (production build)', () => {
  let hanging: Hanging[] = [];
  afterEach(() => {
    for (const h of hanging) h.socket.destroy();
    hanging = [];
  });

  describe('with a short headers timeout', () => {
    let server: BuiltServer;
    beforeAll(async () => {
      server = await startBuiltServer({
        HTTP_HEADERS_TIMEOUT_MS: '1500',
        HTTP_REQUEST_TIMEOUT_MS: '3000',
      });
    });
    afterAll(() => server.stop());

    it(`closes ${HANGING} unfinished requests after the headers timeout and keeps answering meanwhile`, async () => {
      hanging = await hangMany(server.port, HANGING);
      expect(await health(server.url)).toBe('200');
      expect(await statusOf(`${server.url}/api/doctors`)).toBe('200');

      await waitFor('every hanging connection closed by the server', 30_000, () =>
        hanging.every((h) => h.closed),
      );
      for (const h of hanging) expect(h.received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      expect(await health(server.url)).toBe('200');
    });

    it('closes a connection that never sends a byte', async () => {
      const silent = connect(server.port, '127.0.0.1');
      silent.on('error', () => undefined);
      // Reading, so the server's close is seen.
      silent.resume();
      let closed = false;
      silent.on('close', () => (closed = true));
      hanging = [{ socket: silent, received: '', closed: false }];
      await waitFor('the silent connection closed by the server', 30_000, () => closed);
    });
  });

  describe('with few connections allowed', () => {
    const MAX = 60;
    let server: BuiltServer;
    beforeAll(async () => {
      server = await startBuiltServer({ HTTP_MAX_CONNECTIONS: String(MAX) });
    });
    afterAll(() => server.stop());

    it('refuses connections beyond HTTP_MAX_CONNECTIONS and answers /healthz once they go', async () => {
      hanging = await hangMany(server.port, MAX);
      // Beyond the cap a connection is closed at once, without an answer.
      const refused = await Promise.all(Array.from({ length: 5 }, () => health(server.url)));
      for (const answer of refused) expect(answer).not.toBe('200');
      expect(hanging.some((h) => h.closed)).toBe(false);

      for (const h of hanging) h.socket.destroy();
      await waitFor(
        '/healthz answering again',
        30_000,
        async () => (await health(server.url)) === '200',
      );
      expect(await statusOf(`${server.url}/api/doctors`)).toBe('200');
    });
  });
});
