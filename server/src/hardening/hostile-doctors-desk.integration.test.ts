import { doctorInput, weekPlan } from '../clinic/desk/doctor-desk-test-helpers';
import { addDays, clinicToday } from '../booking/clinic-time';
import { deskCaller, type DeskCaller } from '../test/pharmacy';
import { startStaffApp, type StaffApp } from '../test/staff';
import {
  MISSING,
  mutate,
  refusalProblem,
  send,
  STRINGS,
  textMutations,
  type HttpAnswer,
  type Loose,
  type Mutation,
  expectGraphqlOutcome,
} from './hostile-cases';

// The doctors desk's writes (issue 22) under the hostile values the other desks face: each is
// refused with a clear message naming its field and changes nothing, or is taken as typed.
// Sent as the console sends them: an admin's session, same origin, /staff/graphql.

type Body = Record<string, Loose>;

interface Fixtures {
  app: StaffApp;
  admin: DeskCaller;
  /** A doctor of the suite's own, whose profile and plan the cases edit. */
  doctorId: string;
  /** Doctors the accepted cases made, removed afterwards. */
  made: string[];
}

interface DeskTarget {
  document(f: Fixtures): string;
  valid(): Body;
  /** A fingerprint of what the target writes: unchanged after a refusal. */
  state(f: Fixtures, body: Body): Promise<unknown>;
}

const query = async (f: Fixtures, sql: string, params: unknown[]) =>
  f.app.dataSource.query(sql, params);

const TARGETS: Record<string, DeskTarget> = {
  createDoctor: {
    document: () => `mutation C($input: DoctorInput!) { createDoctor(input: $input) { id } }`,
    valid: () => ({ ...doctorInput(), hindi: { name: 'डॉ. परीक्षण', expertise: ['बवासीर'] } }),
    state: async (f) =>
      (await query(f, `SELECT count(*)::int AS n FROM doctor`, []))[0].n as number,
  },
  updateDoctor: {
    document: (f) =>
      `mutation U($input: DoctorInput!) { updateDoctor(id: "${f.doctorId}", input: $input) { id } }`,
    valid: () => doctorInput({ name: 'Desk Doctor Hostile' }),
    state: async (f) =>
      (
        await query(
          f,
          `SELECT count(*)::int AS n FROM audit_entry WHERE record_type = 'doctor' AND record_id = $1`,
          [f.doctorId],
        )
      )[0].n as number,
  },
  updateDoctorSchedule: {
    document: (f) =>
      `mutation S($input: DoctorScheduleInput!) {
        updateDoctorSchedule(id: "${f.doctorId}", input: $input) { doctor { id } }
      }`,
    valid: () => ({
      slotMinutes: 30,
      workingPlan: weekPlan('10:00', '13:00', [{ start: '11:00', end: '11:30' }]),
      daysOff: [addDays(clinicToday(new Date()), 20)],
    }),
    state: async (f) =>
      (
        await query(
          f,
          `SELECT count(*)::int AS n FROM audit_entry WHERE record_type = 'doctor' AND record_id = $1
             AND action = 'doctor.schedule'`,
          [f.doctorId],
        )
      )[0].n as number,
  },
};

const m = (
  path: string,
  label: string,
  value: unknown,
  outcome: Mutation['outcome'] = 'reject',
): Mutation => ({ path, label, value, outcome, field: path });

const wholeNumber = (path: string, fine: number, tooBig: number): Mutation[] => [
  m(path, 'text', String(fine)),
  m(path, 'a fraction', fine + 0.5),
  m(path, 'past the integer range', 2147483648),
  m(path, 'boolean', true),
  m(path, 'array', [fine]),
  m(path, 'beyond its range', tooBig),
  m(path, 'negative', -1),
  m(path, 'a fine value', fine, 'accept'),
];

const profileCases: Mutation[] = [
  ...textMutations({ path: 'name', required: true, max: 100, free: true }),
  ...textMutations({ path: 'bio', required: true, max: 3000, free: true }),
  ...textMutations({ path: 'qualification', required: true, max: 200, free: true }),
  m('registrationNumber', 'markup', STRINGS.htmlScript),
  m('registrationNumber', 'SQL', STRINGS.sqlQuote),
  m('registrationNumber', 'NUL', 'MP\u00001'),
  m('registrationNumber', 'too long', 'M'.repeat(41)),
  m('registrationNumber', 'a number', 12345),
  m('registrationNumber', 'left out', MISSING, 'accept'),
  m('registrationNumber', 'Devanagari', 'मप्र/1234', 'accept'),
  ...wholeNumber('experienceYears', 12, 71),
  m('consultationFee', 'negative', -100),
  m('consultationFee', 'NaN as text', 'NaN'),
  m('consultationFee', 'astronomical', 1e21),
  m('consultationFee', 'paise beyond two decimals', 10.001),
  m('consultationFee', 'zero', 0, 'accept'),
  m('consultationFee', 'missing', MISSING),
  m('conditions', 'unknown', ['cancer']),
  m('conditions', 'SQL', ["piles' OR 1=1"]),
  // GraphQL takes one value where a list is asked for as a list of it (the spec's coercion).
  m('conditions', 'one value for a list', 'piles', 'accept'),
  m('consultationModes', 'empty', []),
  m('consultationModes', 'unknown', ['TELEPATHY']),
  m('consultationModes', 'missing', MISSING),
  m(
    'expertise',
    'twenty-one items',
    Array.from({ length: 21 }, (_, i) => `Area ${i}`),
  ),
  m('expertise', 'an item too long', ['x'.repeat(81)]),
  m('expertise', 'a NUL item', ['a\u0000b']),
  m(
    'languages',
    'eleven',
    Array.from({ length: 11 }, (_, i) => `Language ${i}`),
  ),
  m('languages', 'a number', [42]),
  m('hindi.name', 'too long', 'न'.repeat(101)),
  m('hindi.bio', 'NUL', 'ब\u0000'),
  m('hindi.expertise', 'an item too long', ['x'.repeat(81)]),
  m('hindi', 'a string', 'डॉ.'),
  m('slug', 'a slug of its own', 'admin'),
  m('image', 'an image path', 'javascript:alert(1)'),
  m('isAvailable', 'availability', false),
];

const CASES: Record<string, Mutation[]> = {
  createDoctor: profileCases,
  updateDoctor: profileCases.filter((c) => c.outcome !== 'accept' || c.path === 'name'),
  updateDoctorSchedule: [
    ...wholeNumber('slotMinutes', 30, 121),
    m('slotMinutes', 'below the minimum', 9),
    m('workingPlan', 'missing', MISSING),
    m('workingPlan', 'eight days', weekPlan('10:00', '13:00', [], [1, 2, 3, 4, 5, 6, 7, 1])),
    m('workingPlan.0.weekday', 'zero', 0),
    m('workingPlan.0.weekday', 'eight', 8),
    m('workingPlan.0.weekday', 'text', 'Monday'),
    m('workingPlan.0.start', 'no colon', '1000'),
    m('workingPlan.0.start', '25 hours', '25:00'),
    m('workingPlan.0.start', 'SQL', "10:00'; DROP TABLE doctor;--"),
    m('workingPlan.0.start', 'NUL', '10:00\u0000'),
    m('workingPlan.0.start', 'a number', 10),
    m('workingPlan.0.end', 'before the start', '09:00'),
    m('workingPlan.0.end', 'a timestamp', '2030-01-01T13:00:00Z'),
    m(
      'workingPlan.0.breaks',
      'five breaks',
      Array.from({ length: 5 }, () => ({ start: '11:00', end: '11:10' })),
    ),
    m('workingPlan.0.breaks.0.start', 'outside the day', '08:00'),
    m('workingPlan.0.breaks.0.end', 'before its start', '10:30'),
    m('workingPlan.0.breaks', 'overlapping', [
      { start: '11:00', end: '12:00' },
      { start: '11:30', end: '12:30' },
    ]),
    m('daysOff', 'not a date', ['tomorrow']),
    m('daysOff', 'a date that does not exist', ['2031-02-29']),
    m('daysOff', 'in the past', ['2001-01-01']),
    m('daysOff', 'SQL', ["2031-01-01'; DROP TABLE doctor;--"]),
    m(
      'daysOff',
      'four hundred',
      Array.from({ length: 400 }, (_, i) => addDays('2031-01-01', i)),
    ),
    m('daysOff', 'one date for a list', '2031-01-01', 'accept'),
    m('daysOff', 'left out', MISSING, 'accept'),
    m('workingPlan', 'empty: works no day', [], 'accept'),
  ],
};

describe('hostile input at the doctors desk', () => {
  const f = { made: [] as string[] } as Fixtures;

  beforeAll(async () => {
    f.app = await startStaffApp({ rateLimitScale: 1000 });
    f.admin = await deskCaller(f.app, 'admin');
    const created = await f.admin.call(
      `mutation C($input: DoctorInput!) { createDoctor(input: $input) { id } }`,
      { input: doctorInput() },
    );
    f.doctorId = created.data.createDoctor.id;
    f.made.push(f.doctorId);
  });
  afterAll(async () => {
    await f.app.dataSource.query(`DELETE FROM doctor WHERE id = ANY($1::int[])`, [
      f.made.map(Number),
    ]);
    await f.app.close();
    expect(({} as Loose).polluted).toBeUndefined();
  });

  async function call(document: string, input: unknown): Promise<HttpAnswer> {
    return send(f.app.url, {
      path: '/staff/graphql',
      headers: { 'content-type': 'application/json', cookie: f.admin.cookie, origin: f.app.url },
      body: JSON.stringify({ query: document, variables: { input } }),
    });
  }

  describe.each(Object.keys(CASES))('%s', (name) => {
    const target = TARGETS[name];
    it.each(
      CASES[name].map((c) => [c.label === c.path ? c.label : `${c.path}: ${c.label}`, c] as const),
    )('%s', async (_label, c) => {
      const body = mutate(target.valid(), c.path, c.value);
      const before = await target.state(f, body);
      const answer = await call(target.document(f), body);
      const id = answer.json?.data?.createDoctor?.id as string | undefined;
      if (id) f.made.push(id);
      if (expectGraphqlOutcome(c, answer) === 'refused') {
        expect(await target.state(f, body)).toEqual(before);
      }
    });
  });

  it.each([
    ['SQL', '1 OR 1=1'],
    ['negative', '-1'],
    ['zero', '0'],
    ['past the integer range', '99999999999'],
    ['a NUL', '1\u0000'],
    ['markup', '<script>1</script>'],
    ['unknown', '999999999'],
  ])(
    'refuses a doctor id that is %s in every operation that takes one, changing nothing',
    async (_label, id) => {
      const audit = async () =>
        (await f.app.dataSource.query(`SELECT count(*)::int AS n FROM audit_entry`))[0].n as number;
      const before = await audit();
      for (const [document, variables] of [
        [`query Q($id: ID!) { doctorProfile(id: $id) { id } }`, { id }],
        [`query Q($id: ID) { strandedAppointments(doctorId: $id) { id } }`, { id }],
        [`mutation M($id: ID!) { setDoctorAvailable(id: $id, available: false) { id } }`, { id }],
        [`mutation M($id: ID!) { removeDoctorPhoto(id: $id) { id } }`, { id }],
        [
          `mutation M($id: ID!, $input: DoctorScheduleInput!) {
          updateDoctorSchedule(id: $id, input: $input) { doctor { id } }
        }`,
          { id, input: TARGETS.updateDoctorSchedule.valid() },
        ],
        [
          `mutation M($id: ID!, $input: DoctorInput!) { updateDoctor(id: $id, input: $input) { id } }`,
          { id, input: doctorInput() },
        ],
      ] as const) {
        const answer = await send(f.app.url, {
          path: '/staff/graphql',
          headers: {
            'content-type': 'application/json',
            cookie: f.admin.cookie,
            origin: f.app.url,
          },
          body: JSON.stringify({ query: document, variables }),
        });
        if (document.includes('strandedAppointments') && !answer.json?.errors) {
          // A list for a doctor that is not there is empty, never anyone else's.
          expect(answer.json.data.strandedAppointments).toEqual([]);
          continue;
        }
        expect(refusalProblem('graphql', answer)).toBeUndefined();
      }
      expect(await audit()).toBe(before);
    },
  );

  it('refuses hostile photo uploads with clear answers and stores nothing', async () => {
    const stored = async () =>
      (await f.app.dataSource.query(`SELECT count(*)::int AS n FROM product_image`))[0].n;
    const before = await stored();
    const post = (body: string | Buffer, type = 'image/jpeg', id = f.doctorId) =>
      send(f.app.url, {
        path: `/staff/api/doctors/${id}/photo`,
        headers: { 'content-type': type, cookie: f.admin.cookie, origin: f.app.url },
        body,
      });
    for (const [body, status] of [
      ['', 400],
      [JSON.stringify({ file: 'x' }), 415],
      ['<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 415],
      ['GIF89a\u0001\u0000\u0001\u0000', 415],
      [Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('<html>')]), 400],
    ] as const) {
      const answer = await post(body, 'application/json');
      expect({ status: answer.status, problem: refusalProblem('rest', answer) }).toEqual({
        status,
        problem: undefined,
      });
    }
    expect((await post('x', 'multipart/form-data; boundary=x')).status).toBe(415);
    for (const id of ['0', '-1', '1%20OR%201=1', '99999999999']) {
      expect((await post('x', 'image/jpeg', id)).status).toBe(404);
    }
    expect(await stored()).toBe(before);
    const [row] = await f.app.dataSource.query(`SELECT image FROM doctor WHERE id = $1`, [
      f.doctorId,
    ]);
    expect(row.image).toBeNull();
  });
});
