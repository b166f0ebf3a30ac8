import { BOOKING_MESSAGES as M } from '../booking/booking-messages';
import { send, type Door, type HttpAnswer, type RawRequest } from './hostile-cases';
import { cancelTarget, startFixtures, type Fixtures, type WriteTarget } from './hostile-targets';

// A booking reference + phone opens a patient's booking. Wrong references count against the
// client that sends them, never against the phone: the attack found (ten wrong lookups with a
// victim's phone from other addresses locked the victim out) must leave the victim untouched.
// Behind the proxy (TRUST_PROXY=1) the client is X-Forwarded-For's address.

const from = (address: string, request: RawRequest): RawRequest => ({
  ...request,
  headers: { ...request.headers, 'x-forwarded-for': address },
});

let addressSeq = 0;
const freshAddress = () => `198.19.${Math.floor(addressSeq / 250)}.${(addressSeq++ % 250) + 1}`;
let phoneSeq = 0;
const freshPhone = () =>
  `7${String(process.pid % 1e5).padStart(5, '0')}${String(phoneSeq++).padStart(4, '0')}`;

describe('booking lookups and cancellations under guessing', () => {
  let f: Fixtures;
  let cancel: WriteTarget;

  beforeAll(async () => {
    f = await startFixtures({ trustProxy: 1, rateLimitScale: 1 });
    cancel = cancelTarget(f);
  });
  afterAll(async () => {
    await f.close();
  });

  /** A booking of a phone no other test uses. */
  async function booking() {
    const { reference } = await cancel.valid();
    const phone = freshPhone();
    await f.app.dataSource.query(`UPDATE appointment SET patient_phone = $1 WHERE reference = $2`, [
      phone,
      reference,
    ]);
    return { reference: String(reference), phone };
  }

  const wrongReference = (reference: string) =>
    reference.endsWith('Z') ? `${reference.slice(0, -1)}Y` : `${reference.slice(0, -1)}Z`;

  const lookup = (reference: string, phone: string, address: string) =>
    send(f.app.url, {
      method: 'GET',
      path: `/api/appointments/${reference}?phone=${phone}`,
      headers: { 'x-forwarded-for': address },
    });

  const tryCancel = (door: Door, reference: string, phone: string, address: string) =>
    send(f.app.url, from(address, cancel.request(door, { reference, phone })));

  const outcome = (answer: HttpAnswer) =>
    answer.json?.errors?.[0]?.extensions?.code ?? (answer.json?.data ? 'OK' : answer.status);

  function expectGuessingRefused(answer: HttpAnswer) {
    if (answer.json?.errors) {
      expect(answer.json.errors[0]).toMatchObject({
        message: M.wrongReferences,
        extensions: { code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) },
      });
      return;
    }
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(answer.json).toMatchObject({ error: M.wrongReferences, code: 'RATE_LIMITED' });
  }

  it('lets the patient look up and cancel after strangers sent ten wrong references', async () => {
    const victim = await booking();
    const wrong = wrongReference(victim.reference);
    const tries: HttpAnswer[] = [];
    for (let i = 0; i < 10; i += 1) {
      const door: Door = i % 2 === 0 ? 'graphql' : 'rest';
      tries.push(await tryCancel(door, wrong, victim.phone, freshAddress()));
    }
    expect(tries.map(outcome)).toEqual(
      Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? 'NOT_FOUND' : 404)),
    );

    const own = freshAddress();
    const found = await lookup(victim.reference, victim.phone, own);
    expect(found.status).toBe(200);
    expect(found.json.appointment).toMatchObject({ reference: victim.reference, canCancel: true });
    const cancelled = await tryCancel('rest', victim.reference, victim.phone, own);
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.appointment.status).toBe('CANCELLED');
  });

  it('makes the one guessing wait after five wrong references, on both doors', async () => {
    const victim = await booking();
    const guesser = freshAddress();
    for (let i = 0; i < 5; i += 1) {
      const answer = await lookup(wrongReference(victim.reference), victim.phone, guesser);
      expect(answer.status).toBe(404);
    }
    // Not even the right reference is tried for this client now: the answer gives nothing away.
    expectGuessingRefused(await lookup(victim.reference, victim.phone, guesser));
    expectGuessingRefused(await tryCancel('graphql', victim.reference, victim.phone, guesser));
    expectGuessingRefused(await tryCancel('rest', victim.reference, victim.phone, guesser));
    // The booking is untouched, and its patient cancels it from their own address.
    const cancelled = await tryCancel('graphql', victim.reference, victim.phone, freshAddress());
    expect(cancelled.json.data.cancelAppointment).toEqual({
      reference: victim.reference,
      status: 'CANCELLED',
    });
  });

  it('guards a phone many addresses guessed at, and still lets the right reference in', async () => {
    const victim = await booking();
    const wrong = wrongReference(victim.reference);
    for (let i = 0; i < 31; i += 1) {
      expect((await lookup(wrong, victim.phone, freshAddress())).status).toBe(404);
    }
    const rotating = freshAddress();
    for (let i = 0; i < 3; i += 1) {
      expect((await lookup(wrong, victim.phone, rotating)).status).toBe(404);
    }
    expectGuessingRefused(await lookup(wrong, victim.phone, rotating));
    const cancelled = await tryCancel('rest', victim.reference, victim.phone, freshAddress());
    expect(cancelled.status).toBe(200);
  });

  it('counts an IPv6 client by its /64 however it rotates addresses inside it', async () => {
    const victim = await booking();
    const wrong = wrongReference(victim.reference);
    for (let i = 1; i <= 5; i += 1) {
      expect((await lookup(wrong, victim.phone, `2001:db8:99:5::${i}`)).status).toBe(404);
    }
    expectGuessingRefused(await lookup(wrong, victim.phone, '2001:db8:99:5:abcd::9'));
    expect((await lookup(wrong, victim.phone, '2001:db8:99:6::1')).status).toBe(404);
  });
});
