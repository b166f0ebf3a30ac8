import { oncePerRequestAndPhone } from './phone-only-gate';
import type { RequestContext } from './request-context';

const context = () => ({ clientKey: '203.0.113.7' }) as RequestContext;

describe('oncePerRequestAndPhone', () => {
  it('counts a phone once per request, each other phone or request again', async () => {
    const counted: string[] = [];
    const admit = oncePerRequestAndPhone(async (ctx) => {
      counted.push(ctx.clientKey);
    });
    const first = context();
    const second = context();
    await admit(first, '9876543210');
    await admit(first, '9876543210');
    expect(counted).toHaveLength(1);
    await admit(first, '9876543211');
    await admit(second, '9876543210');
    expect(counted).toHaveLength(3);
  });

  it('gives a refused request the same refusal for its repeats', async () => {
    let calls = 0;
    const admit = oncePerRequestAndPhone(async () => {
      calls += 1;
      throw new Error('RATE_LIMITED');
    });
    const ctx = context();
    await expect(admit(ctx, '9876543210')).rejects.toThrow('RATE_LIMITED');
    await expect(admit(ctx, '9876543210')).rejects.toThrow('RATE_LIMITED');
    expect(calls).toBe(1);
  });
});
