import { clinicDateOf } from '../booking/slots';
import {
  Computed,
  emailMutations,
  jsonRequest,
  send,
  snapshot,
  MISSING,
  ONE_MB,
  phoneMutations,
  textMutations,
  type Loose,
  type Mutation,
} from './hostile-cases';
import {
  bookingTarget,
  cancelTarget,
  describeMutations,
  DOORS,
  expectOutcome,
  startFixtures,
  type Fixtures,
} from './hostile-targets';

const JSON_TYPE = { 'content-type': 'application/json' };

const DAY_MS = 24 * 60 * 60_000;
type Body = { scheduledAt: string; [key: string]: unknown };

const m = (
  path: string,
  label: string,
  value: unknown,
  outcome: Mutation['outcome'] = 'reject',
): Mutation => ({ path, label, value, outcome, field: path });

/** The body's slot moved to another day, same clock time. */
const slotDay = (body: Body) => body.scheduledAt.slice(0, 10);
const onDay = (days: number, clock = '10:00') =>
  new Computed<Fixtures>(
    () => `${clinicDateOf(new Date(Date.now() + days * DAY_MS))}T${clock}:00+05:30`,
  );
const sameDay = (clock: string) =>
  new Computed<Fixtures>((_f, body: Body) => `${slotDay(body)}T${clock}+05:30`);

/**
 * A date that does not exist (the 31st of a 30-day month, say) whose JavaScript rollover lands on
 * a real, free slot within the horizon: the most dangerous kind, as it would book another day.
 */
const rollover = new Computed<Fixtures>(() => {
  for (let days = 3; days < 55; days += 1) {
    const date = clinicDateOf(new Date(Date.now() + days * DAY_MS));
    if (!date.endsWith('-01')) continue;
    const [year, month] = date.split('-').map(Number);
    const previous = new Date(Date.UTC(year, month - 1, 0));
    if (previous.getUTCDate() === 31) continue;
    const y = previous.getUTCFullYear();
    const mm = String(previous.getUTCMonth() + 1).padStart(2, '0');
    return `${y}-${mm}-${previous.getUTCDate() + 1}T10:00:00+05:30`;
  }
  return '2027-04-31T10:00:00+05:30';
});

const doctorId: Mutation[] = [
  m('doctorId', 'missing', MISSING),
  m('doctorId', 'null', null),
  m('doctorId', 'boolean', true),
  m('doctorId', 'object', { id: 1 }),
  m('doctorId', 'array', [1]),
  m('doctorId', 'fraction', 1.5),
  m('doctorId', 'negative', -1),
  m('doctorId', 'zero', 0),
  m('doctorId', 'zero as text', '0'),
  m('doctorId', 'letters', 'abc'),
  m('doctorId', 'SQL tautology', '1 OR 1=1'),
  m('doctorId', 'SQL statement', '1; DROP TABLE doctor; --'),
  m('doctorId', 'NUL after the digits', '1\u0000'),
  m('doctorId', 'spaces around', ' 1 '),
  m('doctorId', 'full-width digit', '１'),
  m('doctorId', 'exponent', '1e3'),
  m('doctorId', 'hexadecimal', '0x1'),
  m('doctorId', 'unknown', '999999999'),
  m('doctorId', 'past the integer range', 2147483648),
  m('doctorId', 'past the safe integer range', 2 ** 53 + 1),
  m('doctorId', '1 MB', ONE_MB),
  m(
    'doctorId',
    'a doctor not taking bookings',
    new Computed<Fixtures>((f) => f.unavailableDoctorId),
  ),
  m(
    'doctorId',
    'a number (as the old client sends it)',
    new Computed<Fixtures>((f) => Number(f.doctorId)),
    'accept',
  ),
];

const scheduledAt: Mutation[] = [
  m('scheduledAt', 'missing', MISSING),
  m('scheduledAt', 'null', null),
  m('scheduledAt', 'number', 1_800_000_000_000),
  m('scheduledAt', 'boolean', true),
  m('scheduledAt', 'array', ['2026-11-24T10:00:00+05:30']),
  m('scheduledAt', 'object', { date: '2026-11-24' }),
  m('scheduledAt', 'empty', ''),
  m('scheduledAt', 'a word', 'tomorrow'),
  m('scheduledAt', 'a date without a time', new Computed<Fixtures>((_f, b: Body) => slotDay(b))),
  m(
    'scheduledAt',
    'a time without an offset',
    new Computed<Fixtures>((_f, b: Body) => b.scheduledAt.slice(0, 19)),
  ),
  m(
    'scheduledAt',
    'a lower-case t',
    new Computed<Fixtures>((_f, b: Body) => b.scheduledAt.replace('T', 't')),
  ),
  m('scheduledAt', 'in 2020', '2020-01-06T10:00:00+05:30'),
  m('scheduledAt', 'yesterday', onDay(-1)),
  m('scheduledAt', 'earlier today', onDay(0, '00:00')),
  m(
    'scheduledAt',
    'within the hour',
    new Computed<Fixtures>(() => {
      const soon = new Date(Math.ceil((Date.now() + 20 * 60_000) / 900_000) * 900_000);
      return soon.toISOString();
    }),
  ),
  m('scheduledAt', 'year 9999', '9999-12-31T10:00:00+05:30'),
  m('scheduledAt', 'year 0000', '0000-01-03T10:00:00+05:30'),
  m('scheduledAt', 'an extended year', '+275760-09-13T00:00:00Z'),
  m('scheduledAt', 'past the 60-day horizon', onDay(62)),
  m('scheduledAt', 'February 30th', '2027-02-30T10:00:00+05:30'),
  m('scheduledAt', 'a date that rolls over onto a free slot', rollover),
  m('scheduledAt', 'month 13', '2027-13-01T10:00:00+05:30'),
  m('scheduledAt', 'month 00', '2027-00-10T10:00:00+05:30'),
  m('scheduledAt', 'day 00', '2026-12-00T10:00:00+05:30'),
  m('scheduledAt', 'hour 24', sameDay('24:00:00')),
  m('scheduledAt', 'minute 60', sameDay('10:60:00')),
  m('scheduledAt', 'second 60', sameDay('10:00:60')),
  m(
    'scheduledAt',
    'offset +99:99',
    new Computed<Fixtures>((_f, b: Body) => `${slotDay(b)}T10:00:00+99:99`),
  ),
  m(
    'scheduledAt',
    'offset +23:59',
    new Computed<Fixtures>((_f, b: Body) => `${slotDay(b)}T10:00:00+23:59`),
  ),
  m('scheduledAt', 'between two slots', sameDay('10:07:00')),
  m('scheduledAt', 'one second after a slot', sameDay('10:00:01')),
  m('scheduledAt', 'before opening', sameDay('05:00:00')),
  m('scheduledAt', 'an ISO week date', '2026-W50-2T10:00:00+05:30'),
  m('scheduledAt', 'NUL inside', new Computed<Fixtures>((_f, b: Body) => `${b.scheduledAt}\u0000`)),
  m('scheduledAt', 'SQL', "2026-12-01T10:00:00+05:30' OR '1'='1"),
  m('scheduledAt', '1 MB', ONE_MB),
  m(
    'scheduledAt',
    'the slot in UTC',
    new Computed<Fixtures>((_f, b: Body) => new Date(b.scheduledAt).toISOString()),
    'accept',
  ),
  m(
    'scheduledAt',
    'the slot with milliseconds',
    new Computed<Fixtures>((_f, b: Body) => b.scheduledAt.replace(':00+05:30', ':00.000+05:30')),
    'accept',
  ),
];

const patientInfo: Mutation[] = [
  m('patientInfo', 'missing', MISSING),
  m('patientInfo', 'null', null),
  m('patientInfo', 'a number', 42),
  m('patientInfo', 'a string', 'Asha Devi 9876543210'),
  m('patientInfo', 'an empty object', {}),
  m('patientInfo', 'an array', []),
  m('patientInfo', 'the patient inside an array', [
    { firstName: 'Asha', lastName: 'Devi', phone: '9876543210' },
  ]),
];

const idempotencyKey: Mutation[] = [
  m('idempotencyKey', 'missing', MISSING, 'accept'),
  m('idempotencyKey', 'null', null, 'accept'),
  m('idempotencyKey', 'empty', ''),
  m('idempotencyKey', 'too short', 'abc'),
  m('idempotencyKey', '101 characters', 'k'.repeat(101)),
  m('idempotencyKey', 'a number', 12345678),
  m('idempotencyKey', 'SQL', "abcdefgh'; DROP TABLE appointment;--"),
  m('idempotencyKey', 'NUL inside', 'abcd\u0000efgh'),
  m('idempotencyKey', 'emoji', '🙏🙏🙏🙏🙏🙏🙏🙏'),
  m('idempotencyKey', 'an object', { key: 'abcdefgh' }),
  m('idempotencyKey', '1 MB', ONE_MB),
  m(
    'idempotencyKey',
    'a fresh valid key',
    new Computed(() => `key-${Date.now()}-${Math.random().toString(36).slice(2)}`),
    'accept',
  ),
];

/** Fields the server must never take from the client. REST ignores them; GraphQL refuses them. */
const ignored = { rest: 'accept', graphql: 'reject' } as const;
const unknownFields: Mutation[] = [
  m('status', 'a status', 'CONFIRMED', ignored),
  m('reference', 'a chosen reference', 'APT-AAAAA', ignored),
  m('id', 'an id', 1, ignored),
  m('price', 'a price', 0, ignored),
  m('consultationFee', 'a fee', 0, ignored),
  m('createdAt', 'a creation date', '2020-01-01T00:00:00Z', ignored),
  m('patientInfo.isAdmin', 'an extra patient field', true, ignored),
];

describeMutations('bookAppointment / POST /api/appointments', bookingTarget, [
  ...doctorId,
  ...scheduledAt,
  ...patientInfo,
  ...textMutations({ path: 'patientInfo.firstName', required: true, max: 60, free: true }),
  ...textMutations({ path: 'patientInfo.lastName', required: false, max: 60, free: true }),
  ...emailMutations('patientInfo.email', false),
  ...phoneMutations('patientInfo.phone', true),
  ...textMutations({ path: 'symptoms', required: false, max: 1000, free: true }),
  ...idempotencyKey,
  ...unknownFields,
]);

const reference: Mutation[] = [
  m('reference', 'missing', MISSING),
  m('reference', 'null', null),
  m('reference', 'a number', 12345),
  m('reference', 'boolean', true),
  m('reference', 'an array', ['APT-AAAAA']),
  m('reference', 'an object', { reference: 'APT-AAAAA' }),
  m('reference', 'empty', ''),
  m('reference', 'the prefix only', 'APT-'),
  m('reference', 'unknown', 'APT-ZZZZZ'),
  m('reference', 'SQL tautology', "APT-AAAAA' OR '1'='1"),
  m('reference', 'SQL wildcard', 'APT-%%%%%'),
  m('reference', 'NUL inside', 'APT-AA\u0000AA'),
  m('reference', 'path traversal', '../../orders'),
  m('reference', 'encoded traversal', '..%2F..%2Forders'),
  m('reference', 'full-width letters', 'APT-ＡＡＡＡＡ'),
  m('reference', 'HTML', '<script>alert(1)</script>'),
  m('reference', '10,000 characters', 'A'.repeat(10_000)),
  m('reference', '20,000 characters (past the URL limit)', 'A'.repeat(20_000)),
  m(
    'reference',
    'lower case with spaces',
    new Computed<Fixtures>((_f, b: { reference: string }) => ` ${b.reference.toLowerCase()} `),
    'accept',
  ),
];

const wrongPhone: Mutation[] = [
  m('phone', 'another patient', '9000000000'),
  // Unknown variables are ignored by GraphQL as unknown body fields are by REST.
  m('extra', 'an unknown field', 'x', 'accept'),
  m('status', 'a status to set', 'COMPLETED', 'accept'),
];

describeMutations('cancelAppointment / POST /api/appointments/:reference/cancel', cancelTarget, [
  ...reference,
  ...phoneMutations('phone', true),
  ...wrongPhone,
]);

describe('booking: hostile sequences and headers', () => {
  let f: Fixtures;
  beforeAll(async () => {
    f = await startFixtures();
  });
  afterAll(async () => {
    await f.close();
  });

  it('refuses a "__proto__" patient that would swap the validation rules, polluting nothing', async () => {
    const target = bookingTarget(f);
    const body = await target.valid();
    const raw = JSON.stringify(body).replace(
      /"patientInfo":\{[^}]*\}/,
      '"patientInfo":{"__proto__":{"polluted":true},"firstName":"Asha","lastName":5,"phone":"abc","email":"not an address"}',
    );
    const request = { path: '/api/appointments', headers: JSON_TYPE, body: raw };
    const answer = await expectOutcome(f, target, 'rest', request, 'reject', undefined);
    expect(answer.json.fields).toMatchObject({ 'patientInfo.phone': expect.any(String) });
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('refuses the same idempotency key for another slot and replays it for the same one', async () => {
    const target = bookingTarget(f);
    const key = `same-key-${Date.now()}`;
    const first: Record<string, Loose> = { ...(await target.valid()), idempotencyKey: key };
    await expectOutcome(f, target, 'rest', target.request('rest', first), 'accept', first);

    for (const door of DOORS) {
      const other = { ...first, scheduledAt: f.nextSlot() };
      const answer = await expectOutcome(
        f,
        target,
        door,
        target.request(door, other),
        'reject',
        other,
      );
      expect(JSON.stringify(answer.json)).toContain('already used for a different booking');
      const otherPhone = { ...first, patientInfo: { ...first.patientInfo, phone: '9000000001' } };
      await expectOutcome(f, target, door, target.request(door, otherPhone), 'reject', otherPhone);
      // The same request again is a retry: the first booking, nothing new written.
      const before = await snapshot(f.app.dataSource);
      const again = await send(f.app.url, target.request(door, first));
      expect(again.status).toBeLessThan(300);
      expect(await snapshot(f.app.dataSource)).toEqual(before);
    }
  });

  it.each([
    ['too short', 'abc'],
    ['SQL', "abcdefgh' OR '1'='1"],
    ['101 characters', 'k'.repeat(101)],
    ['10,000 characters', 'k'.repeat(10_000)],
    ['past the header limit', 'k'.repeat(20_000)],
    ['percent-encoded NUL', 'abcdefgh%00'],
  ])('refuses an Idempotency-Key header that is %s', async (_label, key) => {
    const target = bookingTarget(f);
    const body = await target.valid();
    const request = jsonRequest('/api/appointments', body, { 'idempotency-key': key });
    await expectOutcome(f, target, 'rest', request, 'reject', body);
  });
});
