import { brotliDecompressSync } from 'node:zlib';
import { Agent, request as httpRequest } from 'node:http';
import { clinicDate, createDoctor } from '../booking/booking-test-helpers';
import { MovableClock } from '../test/staff';
import { graphql, startTestApp, type TestApp } from '../test/test-app';
import { announceContentChange } from './content-changes';

// Public reads kept in memory for PUBLIC_READ_CACHE_SECONDS (here 5): an integrator or patient
// asking again within that time gets the same answer without the database, with the headers the
// app gave it; a staff change (announced) clears it at once; time (the app's clock) ends it; and
// what is personal or not marked public is never kept.
describe('public reads kept for a few seconds', () => {
  const SECONDS = 5;
  const clock = new MovableClock();
  let app: TestApp;
  let doctor: { id: string; name: string };

  const rename = (name: string) =>
    app.dataSource.query('UPDATE doctor SET name = $1 WHERE id = $2', [name, doctor.id]);
  const daysOff = (dates: string[]) =>
    app.dataSource.query('UPDATE doctor SET days_off = $1 WHERE id = $2', [dates, doctor.id]);
  const restName = async () =>
    ((await (await fetch(`${app.url}/api/doctors/${doctor.id}`)).json()) as { name: string }).name;
  const graphqlName = async () => {
    const answer = await graphql<{ doctors: { id: string; name: string }[] }>(
      app.url,
      '{ doctors { id name } }',
    );
    return answer.data!.doctors.find((d) => d.id === doctor.id)?.name;
  };

  beforeAll(async () => {
    app = await startTestApp(
      { publicReadCacheSeconds: SECONDS, corsOrigins: ['https://lab.example'] },
      undefined,
      undefined,
      { clock },
    );
    doctor = await createDoctor(app.dataSource);
  });

  afterAll(async () => {
    await app.dataSource.query('DELETE FROM doctor WHERE id = $1', [doctor.id]);
    await app.close();
  });

  beforeEach(async () => {
    // Each test starts from a fresh name and nothing kept.
    await app.dataSource.transaction((manager) => announceContentChange(manager, 'doctors'));
    await rename(doctor.name);
  });

  it('answers a REST read again from memory until its time is up, by the clinic clock', async () => {
    expect(await restName()).toBe(doctor.name);
    await rename(`${doctor.name} (renamed)`);
    expect(await restName()).toBe(doctor.name);
    clock.advance((SECONDS - 1) * 1000);
    expect(await restName()).toBe(doctor.name);
    clock.advance(1001);
    expect(await restName()).toBe(`${doctor.name} (renamed)`);
  });

  it('answers a GraphQL read again from memory until its time is up', async () => {
    expect(await graphqlName()).toBe(doctor.name);
    await rename(`${doctor.name} (renamed)`);
    expect(await graphqlName()).toBe(doctor.name);
    clock.advance(SECONDS * 1000 + 1);
    expect(await graphqlName()).toBe(`${doctor.name} (renamed)`);
  });

  it('forgets everything at once when a staff change is announced', async () => {
    expect(await restName()).toBe(doctor.name);
    expect(await graphqlName()).toBe(doctor.name);
    await app.dataSource.transaction(async (manager) => {
      await manager.query('UPDATE doctor SET name = $1 WHERE id = $2', [
        `${doctor.name} (edited)`,
        doctor.id,
      ]);
      await announceContentChange(manager, 'doctors');
    });
    expect(await restName()).toBe(`${doctor.name} (edited)`);
    expect(await graphqlName()).toBe(`${doctor.name} (edited)`);
  });

  it('sends a kept answer with the headers the app gave it, compressed when asked, 304 when unchanged', async () => {
    // The whole list: over 1 KB, so compressed as the app compresses.
    const path = '/api/doctors';
    const first = await fetch(`${app.url}${path}`, { headers: { 'x-request-id': 'first-1' } });
    const body = await first.text();
    const again = await fetch(`${app.url}${path}`, { headers: { 'x-request-id': 'again-2' } });
    expect(await again.text()).toBe(body);
    for (const name of ['content-security-policy', 'cache-control', 'etag', 'content-type']) {
      expect(again.headers.get(name)).toBe(first.headers.get(name));
    }
    expect(again.headers.get('cache-control')).toBe('public, max-age=300');
    expect(again.headers.get('x-request-id')).toBe('again-2');

    const compressed = await rawGet(app.url, path, {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.body).toString()).toBe(body);

    const unchanged = await fetch(`${app.url}${path}`, {
      headers: { 'if-none-match': first.headers.get('etag')! },
    });
    expect(unchanged.status).toBe(304);
  });

  it("keeps no other origin's CORS answer for anyone else", async () => {
    const path = `/api/doctors/${doctor.id}`;
    const fromLab = await fetch(`${app.url}${path}`, {
      headers: { origin: 'https://lab.example' },
    });
    expect(fromLab.headers.get('access-control-allow-origin')).toBe('https://lab.example');
    const plain = await fetch(`${app.url}${path}`);
    expect(plain.headers.get('access-control-allow-origin')).toBeNull();
    const again = await fetch(`${app.url}${path}`);
    expect(again.headers.get('access-control-allow-origin')).toBeNull();
    const labAgain = await fetch(`${app.url}${path}`, {
      headers: { origin: 'https://lab.example' },
    });
    expect(labAgain.headers.get('access-control-allow-origin')).toBe('https://lab.example');
  });

  it('never keeps what is not marked public: free slots change with the next read', async () => {
    const date = clinicDate(3, clock.now());
    const slots = async () => {
      const answer = await fetch(`${app.url}/api/appointments/slots/${doctor.id}?date=${date}`);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      return ((await answer.json()) as { slots: unknown[] }).slots.length;
    };
    expect(await slots()).toBeGreaterThan(0);
    await daysOff([date]);
    expect(await slots()).toBe(0);
    await daysOff([]);
  });

  it('reads a GraphQL request it does not keep as express.json would: bad JSON, errors, mutations', async () => {
    const post = (body: string) =>
      fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
    for (const bad of ['{"query": "{ doctors { id } ', '"{ doctors { id } }"', ' 42', '{"a":1}}']) {
      for (let i = 0; i < 2; i += 1) {
        const answer = await post(bad);
        expect(answer.status).toBe(400);
        expect(await answer.json()).toEqual({ error: 'The request body is not valid JSON.' });
      }
    }
    // A byte-order mark is dropped, as express.json drops it.
    const marked = await post(`\uFEFF${JSON.stringify({ query: '{ doctors { id } }' })}`);
    expect(marked.status).toBe(200);
    expect(((await marked.json()) as { data: { doctors: unknown[] } }).data.doctors).toContainEqual(
      {
        id: doctor.id,
      },
    );
    const missing = JSON.stringify({ query: '{ doctor(id: "999999999") { name } }' });
    expect(((await (await post(missing)).json()) as { errors: unknown[] }).errors).toHaveLength(1);
    expect(((await (await post(missing)).json()) as { errors: unknown[] }).errors).toHaveLength(1);
    const mutation = JSON.stringify({
      query: 'mutation { subscribeNewsletter(email: "not an e-mail") { subscribed } }',
    });
    const first = await (await post(mutation)).text();
    expect(await (await post(mutation)).text()).toBe(first);
    expect(first).toContain('"errors"');
  });

  it('answers a GraphQL post whose body comes slowly, in pieces, on a kept-alive connection', async () => {
    const body = JSON.stringify({ query: '{ doctors { id name } }' });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const answers = [];
      for (let i = 0; i < 3; i += 1) {
        answers.push(
          await new Promise<string>((resolve, reject) => {
            const req = httpRequest(
              `${app.url}/graphql`,
              {
                method: 'POST',
                agent,
                headers: { 'content-type': 'application/json', 'content-length': body.length },
              },
              (res) => {
                const chunks: Buffer[] = [];
                res.on('data', (chunk: Buffer) => chunks.push(chunk));
                res.on('end', () => resolve(Buffer.concat(chunks).toString()));
              },
            );
            req.on('error', reject);
            req.write(body.slice(0, 10));
            setTimeout(() => req.end(body.slice(10)), 50);
          }),
        );
      }
      expect(new Set(answers).size).toBe(1);
      expect(answers[0]).toContain(doctor.name);
    } finally {
      agent.destroy();
    }
  });

  it("sends a kept GraphQL answer to the site's own pages, and CORS answers to each origin", async () => {
    const query = JSON.stringify({ query: '{ doctors { id name } }' });
    const ask = (origin?: string) =>
      fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
        body: query,
      });
    const own = 'http://localhost:4000'; // the test app's SITE_URL
    const names = async (answer: Response) =>
      ((await answer.json()) as { data: { doctors: { id: string; name: string }[] } }).data.doctors
        .filter((d) => d.id === doctor.id)
        .map((d) => d.name);
    expect(await names(await ask(own))).toEqual([doctor.name]);
    await rename(`${doctor.name} (renamed)`);
    const kept = await ask(own);
    expect(await names(kept)).toEqual([doctor.name]);
    expect(kept.headers.get('access-control-allow-origin')).toBeNull();
    // Sent by the front as the app first sent it, not by Apollo's response cache (which adds Age).
    expect(kept.headers.get('age')).toBeNull();
    expect(kept.headers.get('cache-control')).toBe('max-age=300, public');
    const lab = await ask('https://lab.example');
    expect(lab.headers.get('access-control-allow-origin')).toBe('https://lab.example');
    expect(lab.headers.get('age')).not.toBeNull();
    const ownAgain = await ask(own);
    expect(ownAgain.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('keeps a GraphQL answer only when every field is public', async () => {
    const query = `query Mixed($id: ID!, $date: String!) {
      doctors { id name }
      availableSlots(doctorId: $id, date: $date) { time }
    }`;
    const date = clinicDate(3, clock.now());
    const count = async () => {
      const answer = await graphql<{ availableSlots: unknown[] }>(app.url, query, {
        id: doctor.id,
        date,
      });
      expect(answer.errors).toBeUndefined();
      return answer.data!.availableSlots.length;
    };
    expect(await count()).toBeGreaterThan(0);
    await daysOff([date]);
    expect(await count()).toBe(0);
    await daysOff([]);
  });
});

function rawGet(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${baseUrl}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}
