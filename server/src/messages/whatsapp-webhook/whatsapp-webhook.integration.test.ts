import { randomInt, randomUUID } from 'node:crypto';
import { freshPhone } from '../../test/phones';
import { placeOrder } from '../../shop/prescriptions/rx-test-helpers';
import { makeAccount, MovableClock, signedIn, staffGraphql, type StaffApp } from '../../test/staff';
import { startTestApp } from '../../test/test-app';
import { loadMessagesConfig } from '../messages-config';
import { OPTED_OUT } from '../outbox/outbox';
import { signatureOf } from './whatsapp-signature';

// The WhatsApp Cloud API's webhook, over real HTTP: Meta's subscription check, signed deliveries
// only, a patient's STOP kept and honoured by the next order update, START lifting it, and the
// delivery receipts of sent messages.

const SECRET = 'test-whatsapp-app-secret';
const VERIFY = 'test-verify-token';
const PATH = '/webhooks/whatsapp';
const SET_STATUS = `mutation S($orderNumber: String!, $status: OrderStatus!, $reason: String) {
  setOrderStatus(orderNumber: $orderNumber, status: $status, reason: $reason) { status }
}`;

let app: StaffApp;
let pharmacist: string;

beforeAll(async () => {
  const day = `${2030 + randomInt(9)}-0${1 + randomInt(9)}-${10 + randomInt(18)}`;
  const clock = new MovableClock(new Date(`${day}T11:00:00+05:30`));
  const messages = loadMessagesConfig({
    WHATSAPP_APP_SECRET: SECRET,
    WHATSAPP_VERIFY_TOKEN: VERIFY,
  });
  const started = await startTestApp({ rateLimitScale: 1000 }, undefined, undefined, {
    clock,
    messages,
  });
  app = { ...started, clock };
  pharmacist = (await signedIn(app, await makeAccount(app.dataSource, 'pharmacy'))).cookie;
});
afterAll(() => app.close());

/** A webhook delivery as the Cloud API sends it, with one change's value. */
function delivery(value: Record<string, unknown>) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '919876500100', phone_number_id: '1234567890' },
              ...value,
            },
          },
        ],
      },
    ],
  };
}

const textFrom = (phone: string, body: string) =>
  delivery({
    contacts: [{ profile: { name: 'Asha' }, wa_id: `91${phone}` }],
    messages: [
      {
        from: `91${phone}`,
        id: `wamid.${randomUUID()}`,
        timestamp: '1764600000',
        type: 'text',
        text: { body },
      },
    ],
  });

async function post(body: unknown, signature?: string | null) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const signed = signature === undefined ? signatureOf(SECRET, raw) : signature;
  if (signed !== null) headers['x-hub-signature-256'] = signed;
  const response = await fetch(`${app.url}${PATH}`, { method: 'POST', headers, body: raw });
  return { status: response.status, body: await response.json() };
}

const optOutOf = async (phone: string) =>
  (await app.dataSource.query(`SELECT source FROM message_opt_out WHERE phone = $1`, [phone]))[0];

async function messagesTo(phone: string) {
  return (await app.dataSource.query(
    `SELECT m.template, m.status, m.last_error,
       EXISTS (SELECT 1 FROM pgboss.job j WHERE j.id = m.id) AS has_job
     FROM outbox_message m WHERE m.phone = $1 ORDER BY m.created_at, m.template`,
    [phone],
  )) as { template: string; status: string; last_error: string | null; has_job: boolean }[];
}

async function newProduct(): Promise<string> {
  const [row] = await app.dataSource.query(
    `INSERT INTO product (slug, name, description, price, images, category_id, stock)
     VALUES ($1, $1, 'For tests', 90, '{}', (SELECT min(id) FROM category), 20) RETURNING id`,
    [`webhook-${randomUUID().slice(0, 8)}`],
  );
  return String(row.id);
}

async function order(phone: string): Promise<string> {
  const placed = await placeOrder(app.url, [{ productId: await newProduct(), quantity: 1 }], {
    customerPhone: phone,
  });
  expect(placed.status).toBe(201);
  return placed.body.order.orderNumber;
}

const setStatus = (orderNumber: string, status: string) =>
  staffGraphql(
    app.url,
    SET_STATUS,
    { orderNumber, status, reason: status === 'CANCELLED' ? 'Asked to' : null },
    { cookie: pharmacist },
  );

describe("Meta's subscription check", () => {
  it('echoes the challenge for the right token and refuses any other', async () => {
    const ok = await fetch(
      `${app.url}${PATH}?hub.mode=subscribe&hub.verify_token=${VERIFY}&hub.challenge=1158201444`,
    );
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('1158201444');
    const wrong = await fetch(
      `${app.url}${PATH}?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1158201444`,
    );
    expect(wrong.status).toBe(403);
    const script = await fetch(
      `${app.url}${PATH}?hub.mode=subscribe&hub.verify_token=${VERIFY}&hub.challenge=%3Cscript%3E`,
    );
    expect(script.status).toBe(400);
  });
});

describe('signed deliveries only', () => {
  it('refuses a missing, malformed or wrong signature with 401 and stores nothing', async () => {
    const phone = freshPhone(9);
    const body = textFrom(phone, 'STOP');
    expect((await post(body, null)).status).toBe(401);
    expect((await post(body, 'sha256=nothex')).status).toBe(401);
    expect((await post(body, signatureOf('another-secret', JSON.stringify(body)))).status).toBe(
      401,
    );
    // Signed, then changed in transit.
    const raw = JSON.stringify(body);
    expect((await post(raw.replace('STOP', 'stop'), signatureOf(SECRET, raw))).status).toBe(401);
    expect(await optOutOf(phone)).toBeUndefined();
  });

  it('answers 400 to a signed body that is not JSON, and 200 to one with nothing for us', async () => {
    expect((await post('not json')).status).toBe(400);
    expect(await post({ object: 'page', entry: [] })).toEqual({ status: 200, body: { ok: true } });
    expect((await post(delivery({ messages: [{ type: 'image', from: '919' }] }))).status).toBe(200);
  });
});

describe('STOP and START', () => {
  it('STOP is stored and honoured: waiting and later order updates are DROPPED; START lifts it', async () => {
    const phone = freshPhone(8);
    const orderNumber = await order(phone);
    expect(await messagesTo(phone)).toEqual([
      { template: 'order_placed', status: 'QUEUED', last_error: null, has_job: true },
    ]);

    expect(await post(textFrom(phone, ' stop '))).toEqual({ status: 200, body: { ok: true } });
    expect(await optOutOf(phone)).toEqual({ source: 'REPLY' });
    // Sent again by the provider: still one opt-out, nothing fails.
    expect((await post(textFrom(phone, 'Stop'))).status).toBe(200);

    expect((await setStatus(orderNumber, 'PROCESSING')).errors).toBeUndefined();
    expect((await setStatus(orderNumber, 'SHIPPED')).errors).toBeUndefined();
    expect(await messagesTo(phone)).toEqual([
      // Waiting when STOP came: dropped too.
      { template: 'order_placed', status: 'DROPPED', last_error: OPTED_OUT, has_job: true },
      { template: 'order_shipped', status: 'DROPPED', last_error: OPTED_OUT, has_job: false },
    ]);

    expect((await post(textFrom(phone, 'START'))).status).toBe(200);
    expect(await optOutOf(phone)).toBeUndefined();
    expect((await setStatus(orderNumber, 'DELIVERED')).errors).toBeUndefined();
    const after = await messagesTo(phone);
    expect(after.find((row) => row.template === 'order_delivered')).toEqual({
      template: 'order_delivered',
      status: 'QUEUED',
      last_error: null,
      has_job: true,
    });
  });

  it('UNSUBSCRIBE stops too; other words, and numbers outside India, change nothing', async () => {
    const phone = freshPhone(7);
    const other = freshPhone(6);
    expect((await post(textFrom(other, 'please stop the delivery at the gate'))).status).toBe(200);
    expect(await optOutOf(other)).toBeUndefined();
    const abroad = delivery({
      messages: [
        { from: `44${phone}`, id: 'wamid.x', timestamp: '1', type: 'text', text: { body: 'STOP' } },
      ],
    });
    expect((await post(abroad)).status).toBe(200);
    expect(await optOutOf(phone)).toBeUndefined();
    expect((await post(textFrom(phone, 'unsubscribe'))).status).toBe(200);
    expect(await optOutOf(phone)).toEqual({ source: 'REPLY' });
  });
});

describe('delivery receipts', () => {
  it('moves a sent message to DELIVERED or FAILED by its wamid, and never back', async () => {
    const delivered = freshPhone(9);
    const failed = freshPhone(9);
    await order(delivered);
    await order(failed);
    const wamid = (phone: string) => `wamid.HBgM${phone}`;
    for (const phone of [delivered, failed]) {
      await app.dataSource.query(
        `UPDATE outbox_message SET status = 'SENT', channel = 'whatsapp', provider_message_id = $2
         WHERE phone = $1 AND template = 'order_placed'`,
        [phone, wamid(phone)],
      );
    }
    const statuses = (id: string, status: string, extra: Record<string, unknown> = {}) =>
      delivery({
        statuses: [{ id, status, timestamp: '1764600000', recipient_id: '91', ...extra }],
      });

    expect((await post(statuses(wamid(delivered), 'sent'))).status).toBe(200);
    expect((await post(statuses(wamid(delivered), 'delivered'))).status).toBe(200);
    expect(
      (
        await post(
          statuses(wamid(failed), 'failed', {
            errors: [{ code: 131026, title: 'Message undeliverable' }],
          }),
        )
      ).status,
    ).toBe(200);
    // A late "failed" for a delivered message changes nothing.
    expect((await post(statuses(wamid(delivered), 'failed'))).status).toBe(200);

    expect(await messagesTo(delivered)).toEqual([
      { template: 'order_placed', status: 'DELIVERED', last_error: null, has_job: true },
    ]);
    expect(await messagesTo(failed)).toEqual([
      {
        template: 'order_placed',
        status: 'FAILED',
        last_error: 'WhatsApp could not deliver it: 131026 Message undeliverable',
        has_job: true,
      },
    ]);
  });
});

describe('not configured', () => {
  it('is not served while WHATSAPP_APP_SECRET is unset', async () => {
    const bare = await startTestApp({}, app.dataSource);
    try {
      const raw = JSON.stringify(textFrom(freshPhone(), 'STOP'));
      const response = await fetch(`${bare.url}${PATH}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': signatureOf(SECRET, raw),
        },
        body: raw,
      });
      expect(response.status).toBe(404);
      expect((await fetch(`${bare.url}${PATH}?hub.mode=subscribe`)).status).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
