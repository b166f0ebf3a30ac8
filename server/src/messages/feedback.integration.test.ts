import { Feedback } from './feedback.entity';
import { graphql, startTestApp, type TestApp } from '../test/test-app';

const SUBMIT = `mutation SubmitFeedback($input: FeedbackInput!) {
  submitFeedback(input: $input) { id message }
}`;

async function postJson(baseUrl: string, path: string, body: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- checked by the assertions
  const json: any = await response.json();
  return { status: response.status, body: json, headers: response.headers };
}

describe('feedback', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  const stored = (id: string | number) =>
    app.dataSource.getRepository(Feedback).findOneBy({ id: Number(id) });
  const count = () => app.dataSource.getRepository(Feedback).count();

  it('stores feedback sent through GraphQL and thanks the patient', async () => {
    const { data, errors } = await graphql(app.url, SUBMIT, {
      input: { name: '  Ramesh ', condition: 'Piles', message: 'Very kind staff.', rating: 4 },
    });
    expect(errors).toBeUndefined();
    expect(data!.submitFeedback.message).toBe('Thank you for your feedback!');
    expect(await stored(data!.submitFeedback.id)).toMatchObject({
      name: 'Ramesh',
      condition: 'Piles',
      message: 'Very kind staff.',
      rating: 4,
    });
  });

  it('defaults the rating to 5 and stores an empty condition as none', async () => {
    const { data } = await graphql(app.url, SUBMIT, {
      input: { name: 'Sunita', condition: ' ', message: 'Quick appointment.' },
    });
    expect(await stored(data!.submitFeedback.id)).toMatchObject({ rating: 5, condition: null });
  });

  it('rejects a missing name, blank feedback and a rating outside 1-5 without storing', async () => {
    const before = await count();
    const blank = await graphql(app.url, SUBMIT, {
      input: { name: '   ', message: '  ', rating: 6 },
    });
    expect(blank.errors![0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: {
        name: 'Please enter your name',
        message: 'Please enter your feedback',
        rating: 'Rating must be a whole number from 1 to 5',
      },
    });
    const zero = await graphql(app.url, SUBMIT, { input: { name: 'A', message: 'B', rating: 0 } });
    expect(zero.errors![0].message).toBe('Rating must be a whole number from 1 to 5');
    expect(await count()).toBe(before);
  });

  it('accepts the same feedback over REST, with the rating as typed in a form', async () => {
    const { status, body } = await postJson(app.url, '/api/feedback', {
      name: 'Imran',
      feedback: 'Clear advice, no pressure.',
      rating: '3',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ success: true, message: 'Thank you for your feedback!' });
    expect(await stored(body.id)).toMatchObject({ name: 'Imran', rating: 3 });
  });

  it('answers bad REST input with 400 and field messages, never a 500', async () => {
    const before = await count();
    const bad = await postJson(app.url, '/api/feedback', { name: 42, message: 'x'.repeat(2001) });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      name: 'Please enter your name',
      message: 'Your feedback must be at most 2000 characters',
    });
    const notObject = await postJson(app.url, '/api/feedback', ['not', 'an', 'object']);
    expect(notObject.status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('limits how much feedback one address can send, on both doors together', async () => {
    const fresh = await startTestApp({}, app.dataSource);
    try {
      const input = { name: 'Test', message: 'Spam?' };
      for (let i = 0; i < 5; i += 1) {
        expect((await graphql(fresh.url, SUBMIT, { input })).errors).toBeUndefined();
        expect((await postJson(fresh.url, '/api/feedback', input)).status).toBe(201);
      }
      const limited = await postJson(fresh.url, '/api/feedback', input);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
      const viaGraphql = await graphql(fresh.url, SUBMIT, { input });
      expect(viaGraphql.errors![0].extensions!.code).toBe('RATE_LIMITED');
    } finally {
      await fresh.close();
    }
  });

  describe('permission to publish', () => {
    // An app of its own: these submissions do not spend the other tests' allowance.
    let own: TestApp;
    beforeAll(async () => {
      own = await startTestApp({}, app.dataSource);
    });
    afterAll(async () => {
      await own.close();
    });

    it('stores no permission unless the patient gave it, on both doors', async () => {
      const input = { name: 'Meera', message: 'Kind doctors.' };
      const viaGraphql = await graphql(own.url, SUBMIT, { input });
      const viaRest = await postJson(own.url, '/api/feedback', input);
      expect(viaRest.status).toBe(201);
      for (const id of [viaGraphql.data!.submitFeedback.id, viaRest.body.id]) {
        expect(await stored(id)).toMatchObject({ name: 'Meera', consentToPublish: false });
      }
    });

    it('stores the permission when the box was ticked, on both doors', async () => {
      const input = { name: 'Meera', message: 'Kind doctors.', consentToPublish: true };
      const viaGraphql = await graphql(own.url, SUBMIT, { input });
      expect(viaGraphql.errors).toBeUndefined();
      const viaRest = await postJson(own.url, '/api/feedback', input);
      expect(viaRest.status).toBe(201);
      for (const id of [viaGraphql.data!.submitFeedback.id, viaRest.body.id]) {
        expect(await stored(id)).toMatchObject({ consentToPublish: true });
      }
    });

    it('refuses a permission that is not true or false, storing nothing', async () => {
      const before = await count();
      for (const consentToPublish of ['yes', 1, {}]) {
        const rest = await postJson(own.url, '/api/feedback', {
          name: 'Meera',
          message: 'Kind doctors.',
          consentToPublish,
        });
        expect(rest.status).toBe(400);
        expect(rest.body.fields).toEqual({
          consentToPublish: 'Permission to publish must be true or false',
        });
      }
      const viaGraphql = await graphql(own.url, SUBMIT, {
        input: { name: 'Meera', message: 'Kind doctors.', consentToPublish: 'yes' },
      });
      expect(viaGraphql.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
      expect(await count()).toBe(before);
    });
  });
});
