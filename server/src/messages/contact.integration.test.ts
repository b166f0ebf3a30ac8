import { ContactMessage } from './contact-message.entity';
import { graphql, startTestApp, type TestApp } from '../test/test-app';

const SEND = `mutation SendContactMessage($input: ContactMessageInput!) {
  sendContactMessage(input: $input) { id title message }
}`;

const valid = {
  name: 'Priya Patel',
  email: 'Priya.Patel@Example.in ',
  phone: '9876543210',
  subject: 'Clinic timings',
  message: 'Are you open on Sunday evenings?',
};

async function postJson(baseUrl: string, path: string, body: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- checked by the assertions
  const json: any = await response.json();
  return { status: response.status, body: json };
}

describe('contact messages', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  const stored = (id: string | number) =>
    app.dataSource.getRepository(ContactMessage).findOneBy({ id: Number(id) });
  const count = () => app.dataSource.getRepository(ContactMessage).count();

  it('stores the message and answers with the spec words', async () => {
    const { data, errors } = await graphql(app.url, SEND, { input: valid });
    expect(errors).toBeUndefined();
    expect(data!.sendContactMessage).toMatchObject({
      title: 'Message Sent!',
      message: "Thank you for contacting us. We'll get back to you soon.",
    });
    expect(await stored(data!.sendContactMessage.id)).toMatchObject({
      name: 'Priya Patel',
      email: 'priya.patel@example.in',
      phone: '9876543210',
      subject: 'Clinic timings',
      message: 'Are you open on Sunday evenings?',
    });
  });

  it('takes the phone as optional: missing, null or empty', async () => {
    for (const phone of [undefined, null, '']) {
      const { data, errors } = await graphql(app.url, SEND, { input: { ...valid, phone } });
      expect(errors).toBeUndefined();
      expect((await stored(data!.sendContactMessage.id))!.phone).toBeNull();
    }
  });

  it('names each bad field and stores nothing', async () => {
    const before = await count();
    const { errors } = await graphql(app.url, SEND, {
      input: { name: ' ', email: 'not-an-email', phone: '12345', subject: '', message: '\n' },
    });
    expect(errors![0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: {
        name: 'Please enter your name',
        email: 'Please enter a valid email address',
        phone: 'Please enter a valid 10-digit phone number',
        subject: 'Please enter a subject',
        message: 'Please enter your message',
      },
    });
    expect(await count()).toBe(before);
  });

  it('works the same over REST: 201 on success, 400 with fields on bad input', async () => {
    const ok = await postJson(app.url, '/api/contact', { ...valid, phone: '' });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ success: true, title: 'Message Sent!' });
    expect(await stored(ok.body.id)).toMatchObject({ email: 'priya.patel@example.in' });

    const before = await count();
    const bad = await postJson(app.url, '/api/contact', { ...valid, email: 'x@', subject: 7 });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      email: 'Please enter a valid email address',
      subject: 'Please enter a subject',
    });
    expect(await count()).toBe(before);
  });

  it('limits messages per address and says when to try again', async () => {
    const fresh = await startTestApp({}, app.dataSource);
    try {
      for (let i = 0; i < 10; i += 1) {
        expect((await postJson(fresh.url, '/api/contact', valid)).status).toBe(201);
      }
      const limited = await postJson(fresh.url, '/api/contact', valid);
      expect(limited.status).toBe(429);
      expect(limited.body.error).toMatch(/try again in a few minutes/);
    } finally {
      await fresh.close();
    }
  });
});
