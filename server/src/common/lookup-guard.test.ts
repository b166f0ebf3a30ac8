import { DomainError } from './errors';
import { keyOfPhone, LookupGuard, type LookupGuardRules } from './lookup-guard';
import { RateLimiter } from './rate-limit';
import type { RequestContext } from './request-context';

const message = 'Too many wrong tries.';
const rules: LookupGuardRules = {
  perClient: { name: 'test-fail-client', limit: 3, windowMs: 60 * 60_000, message },
  perPhone: { name: 'test-fail-phone', limit: 5, windowMs: 24 * 60 * 60_000, message },
  perClientGuarded: { name: 'test-fail-guarded', limit: 1, windowMs: 24 * 60 * 60_000, message },
};

const VICTIM = '9876543210';
const from = (clientKey: string) => ({ clientKey }) as RequestContext;
const wrong = () => Promise.resolve(null);
const right = () => Promise.resolve('the record');

beforeEach(() => {
  jest.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('LookupGuard', () => {
  it('refuses a client past its wrong tries for a phone, saying how long to wait', async () => {
    const guard = new LookupGuard(new RateLimiter(), rules);
    for (let i = 0; i < 3; i += 1) await guard.attempt(from('10.0.0.1'), VICTIM, wrong);
    const refused = await guard.attempt(from('10.0.0.1'), VICTIM, right).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ code: 'RATE_LIMITED', details: { retryAfterSeconds: 3600 } });
    // The same client's other phones, and other clients, are not affected.
    await expect(guard.attempt(from('10.0.0.1'), '9123456780', right)).resolves.toBe('the record');
    await expect(guard.attempt(from('10.0.0.2'), VICTIM, right)).resolves.toBe('the record');
  });

  it('counts only failures: right answers never use up the allowance', async () => {
    const guard = new LookupGuard(new RateLimiter(), rules);
    for (let i = 0; i < 20; i += 1) {
      await expect(guard.attempt(from('10.0.0.1'), VICTIM, right)).resolves.toBe('the record');
    }
    for (let i = 0; i < 3; i += 1) await guard.attempt(from('10.0.0.1'), VICTIM, wrong);
    await expect(guard.attempt(from('10.0.0.1'), VICTIM, wrong)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
  });

  it('counts simultaneous wrong tries in full', async () => {
    const guard = new LookupGuard(new RateLimiter(), rules);
    const tries = await Promise.allSettled(
      Array.from({ length: 10 }, () => guard.attempt(from('10.0.0.1'), VICTIM, wrong)),
    );
    expect(tries.filter((t) => t.status === 'fulfilled')).toHaveLength(3);
  });

  it('does not hold an error of its own against the client', async () => {
    const guard = new LookupGuard(new RateLimiter(), rules);
    const broken = () => Promise.reject(new Error('database down'));
    for (let i = 0; i < 5; i += 1) {
      await expect(guard.attempt(from('10.0.0.1'), VICTIM, broken)).rejects.toThrow('database');
    }
    await expect(guard.attempt(from('10.0.0.1'), VICTIM, right)).resolves.toBe('the record');
  });

  it('lets the right secret in from anywhere while strangers rotate addresses', async () => {
    const guard = new LookupGuard(new RateLimiter(), rules);
    // Six strangers guess wrong (more than the phone-wide five): the phone is now guarded.
    for (let i = 0; i < 6; i += 1) await guard.attempt(from(`192.0.2.${i}`), VICTIM, wrong);
    // A new stranger gets one wrong try a day for this phone, not three an hour.
    await guard.attempt(from('192.0.2.50'), VICTIM, wrong);
    await expect(guard.attempt(from('192.0.2.50'), VICTIM, wrong)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      details: { retryAfterSeconds: 24 * 3600 },
    });
    // The patient, from a new address, opens the record with the right secret.
    await expect(guard.attempt(from('198.51.100.7'), VICTIM, right)).resolves.toBe('the record');
    // Other phones are not guarded.
    for (let i = 0; i < 3; i += 1) await guard.attempt(from('192.0.2.50'), '9123456780', wrong);
  });

  it('keys counters by a digest of the phone, never the phone itself', () => {
    expect(keyOfPhone(VICTIM)).not.toContain('3210');
    expect(keyOfPhone(VICTIM)).toBe(keyOfPhone(VICTIM));
    expect(keyOfPhone(VICTIM)).not.toBe(keyOfPhone('9876543211'));
  });
});
