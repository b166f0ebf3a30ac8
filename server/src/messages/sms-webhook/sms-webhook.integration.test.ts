import { randomBytes } from 'node:crypto';
import { freshPhone } from '../../test/phones';
import { startTestApp, type TestApp } from '../../test/test-app';
import { loadMessagesConfig } from '../messages-config';

// Patients' SMS replies as the provider forwards them, over real HTTP: the token first, then STOP
// stored (as the WhatsApp webhook stores it; the outbox honours it, tested there) and START
// lifting it; other words change nothing; unset, the path is not served.

const TOKEN = randomBytes(24).toString('hex');
const PATH = '/webhooks/sms';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, undefined, undefined, {
    messages: loadMessagesConfig({ SMS_INBOUND_TOKEN: TOKEN }),
  });
});
afterAll(() => app.close());

function post(
  body: Record<string, string>,
  { token = TOKEN, as = 'form' }: { token?: string | null; as?: 'form' | 'json' | 'query' } = {},
) {
  const headers: Record<string, string> = {
    'content-type': as === 'json' ? 'application/json' : 'application/x-www-form-urlencoded',
  };
  if (token !== null && as !== 'query') headers.authorization = `Bearer ${token}`;
  const query = as === 'query' && token !== null ? `?token=${encodeURIComponent(token)}` : '';
  return fetch(`${app.url}${PATH}${query}`, {
    method: 'POST',
    headers,
    body: as === 'json' ? JSON.stringify(body) : new URLSearchParams(body).toString(),
  });
}

const optOutOf = async (phone: string) =>
  (
    (await app.dataSource.query(`SELECT source FROM message_opt_out WHERE phone = $1`, [
      phone,
    ])) as { source: string }[]
  )[0];

describe('the SMS reply webhook', () => {
  it('refuses a missing or wrong token with 401 and stores nothing', async () => {
    const phone = freshPhone(9);
    const stop = { mobile: `91${phone}`, message: 'STOP' };
    for (const token of [null, 'guess', `${TOKEN}x`]) {
      const answer = await post(stop, { token });
      expect(answer.status).toBe(401);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    expect((await post(stop, { token: 'guess', as: 'query' })).status).toBe(401);
    expect(await optOutOf(phone)).toBeUndefined();
  });

  it('stores STOP from a form post, JSON or a token in the address, and START lifts it', async () => {
    const [form, json, query] = [freshPhone(8), freshPhone(8), freshPhone(8)];
    expect(await (await post({ mobile: `91${form}`, message: ' stop ' })).json()).toEqual({
      ok: true,
    });
    expect((await post({ sender: json, text: 'Stop' }, { as: 'json' })).status).toBe(200);
    expect((await post({ msisdn: `+91${query}`, keyword: 'STOP' }, { as: 'query' })).status).toBe(
      200,
    );
    for (const phone of [form, json, query])
      expect(await optOutOf(phone)).toEqual({ source: 'REPLY' });
    // Forwarded twice: still one opt-out.
    expect((await post({ mobile: form, message: 'STOP' })).status).toBe(200);

    expect((await post({ mobile: form, message: 'START' })).status).toBe(200);
    expect(await optOutOf(form)).toBeUndefined();
  });

  it('acknowledges other words and unknown numbers, and names what an unreadable body lacks', async () => {
    const phone = freshPhone(7);
    expect((await post({ mobile: phone, message: 'please stop at the gate' })).status).toBe(200);
    expect((await post({ mobile: `44${phone}`, message: 'STOP' })).status).toBe(200);
    expect(await optOutOf(phone)).toBeUndefined();
    const unreadable = await post({ phone, body: 'STOP' });
    expect(unreadable.status).toBe(400);
    expect(((await unreadable.json()) as { error: string }).error).toContain('mobile, sender');
    const broken = await fetch(`${app.url}${PATH}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: '{"mobile":',
    });
    expect(broken.status).toBe(400);
  });
});

describe('not configured', () => {
  it('is not served while SMS_INBOUND_TOKEN is unset', async () => {
    const plain = await startTestApp();
    try {
      const answer = await fetch(`${plain.url}${PATH}`, {
        method: 'POST',
        headers: { authorization: 'Bearer anything', 'content-type': 'application/json' },
        body: JSON.stringify({ mobile: '9876543210', message: 'STOP' }),
      });
      expect(answer.status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
