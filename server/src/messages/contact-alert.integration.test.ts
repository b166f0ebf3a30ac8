import { graphql, startTestApp, type TestApp } from '../test/test-app';

// A contact message alerts the clinic through the outbox, in the transaction that stores it.

const SEND = `mutation SendContactMessage($input: ContactMessageInput!) {
  sendContactMessage(input: $input) { id }
}`;

const input = {
  name: 'Priya Patel',
  email: 'priya.patel@example.in',
  phone: '9876543210',
  subject: 'About my fistula',
  message: 'Is the surgery painful?',
};

let app: TestApp;
beforeAll(async () => {
  // Friday 12 March 2027, 16:45 in the clinic.
  app = await startTestApp({}, undefined, undefined, {
    clock: { now: () => new Date('2027-03-12T16:45:00+05:30') },
  });
});
afterAll(async () => {
  await app.close();
});

const alertsOf = (id: number | string) =>
  app.dataSource.query(
    `SELECT template, audience, phone, email, params, status FROM outbox_message
     WHERE contact_message_id = $1`,
    [Number(id)],
  );

it("alerts the clinic's e-mail, saying when and where to read it, and nothing of what it says", async () => {
  const { data, errors } = await graphql(app.url, SEND, { input });
  expect(errors).toBeUndefined();
  const alerts = await alertsOf(data!.sendContactMessage.id);
  expect(alerts).toEqual([
    {
      template: 'clinic_new_contact',
      audience: 'CLINIC',
      phone: null,
      email: 'info@shanticareclinic.in',
      params: { when: 'Fri, 12 Mar 2027, 4:45 pm', link: 'http://localhost:4000/staff' },
      status: 'QUEUED',
    },
  ]);
  expect(JSON.stringify(alerts)).not.toMatch(/Priya|fistula|surgery|9876543210/);
});

it('writes no alert for a message refused', async () => {
  const count = async () =>
    Number((await app.dataSource.query(`SELECT count(*) AS n FROM outbox_message`))[0].n);
  const before = await count();
  const { errors } = await graphql(app.url, SEND, { input: { ...input, email: 'not-an-email' } });
  expect(errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  expect(await count()).toBe(before);
});
