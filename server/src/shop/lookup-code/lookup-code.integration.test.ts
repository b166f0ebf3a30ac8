import { createLogger } from '../../common/logger';
import { LogChannel } from '../../messages/channels/log-channel';
import { renderMessage } from '../../messages/templates/render';
import { placeOrder, startDeskApp, type DeskApp } from '../desk/order-desk-test-helpers';
import { freshPhone } from '../../test/phones';
import { MINUTE } from '../../test/staff';
import { graphql, startTestApp } from '../../test/test-app';
import { MovableClock } from '../../test/staff';

// One-time codes that unlock a phone's orders: through the public GraphQL door and the REST door,
// on the real app and database. The code is read where the worker reads it (the outbox row), as
// the patient reads it on their phone.

const SEND = `mutation S($phone: String!) { sendOrderLookupCode(phone: $phone) { message minutes } }`;
const VERIFY = `mutation V($phone: String!, $code: String!) {
  verifyOrderLookupCode(phone: $phone, code: $code) { token expiresAt } }`;
const UNLOCKED = `query U($phone: String!, $unlockToken: String!) {
  unlockedOrders(phone: $phone, unlockToken: $unlockToken) {
    orderNumber detailsIncluded shippingAddress items { name quantity } } }`;
const BY_PHONE = `query B($phone: String!) { ordersByPhone(phone: $phone) { orderNumber detailsIncluded } }`;

let app: DeskApp;
const written: string[] = [];

beforeAll(async () => {
  app = await startDeskApp(3);
});

afterAll(async () => {
  await app.close();
});

/** The code in the newest lookup_code message to the phone, as the worker would send it. */
async function codeSentTo(phone: string): Promise<string> {
  const [row] = await app.dataSource.query(
    `SELECT params->>'code' AS code FROM outbox_message
     WHERE phone = $1 AND template = 'lookup_code' ORDER BY created_at DESC, id DESC LIMIT 1`,
    [phone],
  );
  return row.code;
}

/** Asks for a code a second after the last ask, so the newest message is the newest code. */
function send(phone: string) {
  app.clock.advance(1000);
  return graphql(app.url, SEND, { phone });
}

const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const codeOf = (answer: { errors?: { extensions?: { code?: string } }[] }) =>
  answer.errors?.[0]?.extensions?.code;
/** Why it was refused, for a page that says it in another language. */
const reasonOf = (answer: { errors?: { extensions?: Record<string, unknown> }[] }) => {
  const { reason, triesLeft } = answer.errors?.[0]?.extensions ?? {};
  return { reason, triesLeft };
};

describe('a code sent to the phone', () => {
  it('answers the same whether or not the phone has orders, and queues the code to it', async () => {
    const order = await placeOrder(app);
    const stranger = freshPhone();
    const withOrders = await send(order.phone);
    const without = await send(stranger);
    expect(withOrders.data).toEqual(without.data);
    expect(withOrders.data?.sendOrderLookupCode.minutes).toBe(15);
    for (const phone of [order.phone, stranger]) {
      expect(await codeSentTo(phone)).toMatch(/^\d{6}$/);
    }
    const [stored] = await app.dataSource.query(
      `SELECT code_hash FROM order_lookup_code WHERE phone = $1`,
      [order.phone],
    );
    expect(stored.code_hash).not.toContain(await codeSentTo(order.phone));
  });

  it('unlocks every order of the phone in full for 15 minutes with the right code', async () => {
    const first = await placeOrder(app);
    await placeOrder(app, { phone: first.phone });
    const limited = await graphql(app.url, BY_PHONE, { phone: first.phone });
    expect(
      limited.data?.ordersByPhone.every((o: { orderNumber: string | null }) => !o.orderNumber),
    ).toBe(true);

    await send(first.phone);
    const code = await codeSentTo(first.phone);
    const verified = await graphql(app.url, VERIFY, { phone: first.phone, code });
    expect(verified.errors).toBeUndefined();
    const { token } = verified.data!.verifyOrderLookupCode;

    const full = await graphql(app.url, UNLOCKED, { phone: first.phone, unlockToken: token });
    expect(full.data?.unlockedOrders).toHaveLength(2);
    expect(full.data?.unlockedOrders[0]).toMatchObject({
      detailsIncluded: true,
      shippingAddress: '12 Station Road, Vidisha',
    });
    expect(full.data?.unlockedOrders.map((o: { orderNumber: string }) => o.orderNumber)).toContain(
      first.orderNumber,
    );

    // The token is the phone's alone, the code is spent, and its words are gone from the outbox.
    const other = await graphql(app.url, UNLOCKED, { phone: freshPhone(), unlockToken: token });
    expect(codeOf(other)).toBe('UNAUTHENTICATED');
    const again = await graphql(app.url, VERIFY, { phone: first.phone, code });
    expect(codeOf(again)).toBe('BAD_USER_INPUT');
    expect(await codeSentTo(first.phone)).not.toBe(code);

    app.clock.advance(15 * MINUTE + 1000);
    const late = await graphql(app.url, UNLOCKED, { phone: first.phone, unlockToken: token });
    expect(codeOf(late)).toBe('UNAUTHENTICATED');
    expect(late.errors?.[0].message).toMatch(/15 minutes/);
  });

  it('is void after 5 wrong tries, saying how many are left before', async () => {
    const phone = freshPhone();
    await send(phone);
    const code = await codeSentTo(phone);
    const messages: string[] = [];
    const reasons: ReturnType<typeof reasonOf>[] = [];
    for (let i = 0; i < 5; i += 1) {
      const wrong = await graphql(app.url, VERIFY, { phone, code: wrongCodeFor(code) });
      expect(codeOf(wrong)).toBe('BAD_USER_INPUT');
      messages.push(wrong.errors![0].message);
      reasons.push(reasonOf(wrong));
    }
    expect(reasons[0]).toEqual({ reason: 'WRONG_CODE', triesLeft: 4 });
    expect(reasons[3]).toEqual({ reason: 'WRONG_CODE', triesLeft: 1 });
    expect(reasons[4]).toEqual({ reason: 'CODE_USED', triesLeft: undefined });
    expect(messages[0]).toBe('That code is not right. 4 tries left.');
    expect(messages[3]).toBe('That code is not right. 1 try left.');
    expect(messages[4]).toMatch(/no longer be used/);
    const right = await graphql(app.url, VERIFY, { phone, code });
    expect(codeOf(right)).toBe('BAD_USER_INPUT');
    expect(right.errors?.[0].message).toMatch(/no longer be used/);
  });

  it('expires 15 minutes after it was sent', async () => {
    const phone = freshPhone();
    await send(phone);
    const code = await codeSentTo(phone);
    app.clock.advance(15 * MINUTE + 1000);
    const late = await graphql(app.url, VERIFY, { phone, code });
    expect(late.errors?.[0].message).toMatch(/expired/);
    expect(reasonOf(late).reason).toBe('CODE_EXPIRED');
  });

  it('is voided by a newer code, whose message replaces the old one', async () => {
    const phone = freshPhone();
    await send(phone);
    const old = await codeSentTo(phone);
    await send(phone);
    const fresh = await codeSentTo(phone);
    const statuses = await app.dataSource.query(
      `SELECT status FROM outbox_message WHERE phone = $1 AND template = 'lookup_code'
       ORDER BY created_at, id`,
      [phone],
    );
    expect(statuses.map((s: { status: string }) => s.status)).toEqual(['DROPPED', 'QUEUED']);
    if (old !== fresh) {
      const withOld = await graphql(app.url, VERIFY, { phone, code: old });
      expect(codeOf(withOld)).toBe('BAD_USER_INPUT');
    }
    const withFresh = await graphql(app.url, VERIFY, { phone, code: fresh });
    expect(withFresh.data?.verifyOrderLookupCode.token).toBeTruthy();
  });

  it('names bad input', async () => {
    const bad = await graphql(app.url, VERIFY, { phone: '12345', code: 'abc' });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
  });
});

describe('limits on asking for codes', () => {
  it('sends at most 3 codes to one phone an hour, and 10 from one client', async () => {
    const own = await startTestApp({}, undefined, undefined, { clock: new MovableClock() });
    try {
      const phone = freshPhone();
      for (let i = 0; i < 3; i += 1) {
        expect((await graphql(own.url, SEND, { phone })).errors).toBeUndefined();
      }
      const fourth = await graphql(own.url, SEND, { phone });
      expect(codeOf(fourth)).toBe('RATE_LIMITED');
      expect(reasonOf(fourth).reason).toBe('TOO_MANY_FOR_PHONE');
      for (let i = 0; i < 6; i += 1) {
        expect((await graphql(own.url, SEND, { phone: freshPhone() })).errors).toBeUndefined();
      }
      const past = await graphql(own.url, SEND, { phone: freshPhone() });
      expect(codeOf(past)).toBe('RATE_LIMITED');
      expect(reasonOf(past).reason).toBe('TOO_MANY_FOR_CLIENT');
    } finally {
      await own.close();
    }
  });
});

describe('the REST door', () => {
  it('sends, verifies into an HttpOnly cookie, and lists in full while it holds', async () => {
    const order = await placeOrder(app);
    const post = (path: string, body: unknown, cookie?: string) =>
      fetch(`${app.url}/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      });
    const sent = await post('/orders/lookup-code', { phone: order.phone });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ success: true, minutes: 15 });

    const wrong = await post('/orders/lookup-code/verify', {
      phone: order.phone,
      code: wrongCodeFor(await codeSentTo(order.phone)),
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: string }).error).toBe(
      'That code is not right. 4 tries left.',
    );

    const verified = await post('/orders/lookup-code/verify', {
      phone: order.phone,
      code: await codeSentTo(order.phone),
    });
    expect(verified.status).toBe(200);
    const body = (await verified.json()) as { orders: { orderNumber: string }[] };
    expect(body.orders[0]).toMatchObject({ orderNumber: order.orderNumber, detailsIncluded: true });
    const setCookie = verified.headers.getSetCookie().find((c) => c.startsWith('order_lookup='))!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\/api\/orders/);

    const cookie = setCookie.split(';')[0];
    const list = await fetch(`${app.url}/api/orders/unlocked?phone=${order.phone}`, {
      headers: { cookie },
    });
    expect(list.status).toBe(200);
    expect(
      ((await list.json()) as { orders: { orderNumber: string }[] }).orders[0].orderNumber,
    ).toBe(order.orderNumber);
    const without = await fetch(`${app.url}/api/orders/unlocked?phone=${order.phone}`);
    expect(without.status).toBe(401);
  });
});

describe('logs', () => {
  it('never hold a code or an unlock token, whichever door and whichever channel', async () => {
    const logger = createLogger('info', { write: (line: string) => void written.push(line) });
    const own = await startTestApp({}, app.dataSource, logger, { clock: new MovableClock() });
    try {
      const phone = freshPhone();
      await graphql(own.url, SEND, { phone });
      const code = await codeSentTo(phone);
      await graphql(own.url, VERIFY, { phone, code: wrongCodeFor(code) });
      // A GET with the code in its variables, as a careless client might send it.
      await fetch(
        `${own.url}/graphql?query=${encodeURIComponent(VERIFY)}&variables=${encodeURIComponent(
          JSON.stringify({ phone, code }),
        )}`,
      );
      const verified = await graphql(own.url, VERIFY, { phone, code });
      const token: string = verified.data!.verifyOrderLookupCode.token;
      await graphql(own.url, UNLOCKED, { phone, unlockToken: token });

      // The development channel writes the message to the log: without the code.
      await new LogChannel(logger).send({
        id: 'log-test',
        template: 'lookup_code',
        locale: 'en',
        phone,
        email: null,
        content: renderMessage('lookup_code', 'en', { code, minutes: '15' }),
      });

      expect(written.length).toBeGreaterThan(3);
      const all = written.join('\n');
      expect(all).not.toContain(code);
      expect(all).not.toContain(token);
      expect(all).not.toContain(phone);
    } finally {
      await own.close();
    }
  });
});
