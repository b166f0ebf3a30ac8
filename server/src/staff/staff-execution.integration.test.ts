import {
  codeOf,
  makeAccount,
  signedIn,
  startStaffApp,
  staffGraphql,
  type StaffAnswer,
  type StaffApp,
} from '../test/staff';

// The staff endpoint runs a document with graphql-js the first time and compiled (graphql-jit)
// from then on: every answer must be the same whichever ran it, data and errors alike.
const DAY = `query Day($date: String) {
  deskDay(date: $date) {
    date onLeave doctor { id name }
    counts { booked freeSlots }
    appointments { reference startsAt status patientName token }
  }
}`;
const FIND = `query Find($search: String!) { findAppointments(search: $search) { reference } }`;

/** The same operation three times: once interpreted, then compiled, then compiled again. */
async function thrice(app: StaffApp, query: string, variables: object, cookie?: string) {
  const answers: StaffAnswer[] = [];
  for (let i = 0; i < 3; i += 1)
    answers.push(await staffGraphql(app.url, query, { ...variables }, { cookie }));
  return answers.map(({ status, data, errors }) => ({ status, data, errors }));
}

describe('staff operations, interpreted and compiled', () => {
  let app: StaffApp;
  let reception: string;
  let doctor: string;

  beforeAll(async () => {
    app = await startStaffApp();
    reception = (await signedIn(app, await makeAccount(app.dataSource, 'reception'))).cookie;
    doctor = (await signedIn(app, await makeAccount(app.dataSource, 'doctor'))).cookie;
  });
  afterAll(() => app.close());

  it('answers the same data every time', async () => {
    const [first, ...rest] = await thrice(app, DAY, { date: '2026-11-24' }, reception);
    expect(first.errors).toBeUndefined();
    expect(first.data.deskDay.length).toBeGreaterThan(0);
    for (const answer of rest) expect(answer).toEqual(first);
  });

  it('answers the same domain errors every time, with their codes and field messages', async () => {
    const cases: [string, object, string | undefined, string][] = [
      [DAY, {}, undefined, 'UNAUTHENTICATED'],
      [DAY, {}, doctor, 'FORBIDDEN'],
      [DAY, { date: '24/11/2026' }, reception, 'BAD_USER_INPUT'],
      [FIND, { search: 'x'.repeat(101) }, reception, 'BAD_USER_INPUT'],
    ];
    for (const [query, variables, cookie, code] of cases) {
      const answers = await thrice(app, query, variables, cookie);
      expect(answers.map((answer) => codeOf(answer as StaffAnswer))).toEqual([code, code, code]);
      expect(answers[0].data).toBeNull();
      for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
    }
  });

  it('refuses a variable of the wrong type the same way every time', async () => {
    const answers = await thrice(app, DAY, { date: 42 }, reception);
    expect(answers[0].status).toBe(400);
    expect(codeOf(answers[0] as StaffAnswer)).toBe('BAD_REQUEST');
    for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
  });
});
