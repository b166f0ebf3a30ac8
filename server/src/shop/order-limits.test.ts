import { DEFAULT_ORDER_CAPS } from '../common/config';
import { DomainError } from '../common/errors';
import { checkOrderSize, clinicDayOf, perDayRefusal, unconfirmedBefore } from './order-limits';

const caps = DEFAULT_ORDER_CAPS;
const refusal = (lines: [number, number][]) => {
  try {
    checkOrderSize(new Map(lines), caps);
    return undefined;
  } catch (error) {
    return error as DomainError;
  }
};

describe('order caps', () => {
  it('takes a family order up to the caps', () => {
    expect(refusal([[1, 10]])).toBeUndefined();
    expect(
      refusal([
        [1, 10],
        [2, 10],
        [3, 10],
      ]),
    ).toBeUndefined();
  });

  it('refuses more of one product than one order may hold, naming the cap', () => {
    expect(refusal([[7, 11]])).toMatchObject({
      code: 'LIMIT_REACHED',
      message: 'You can order at most 10 of one product in one order. Please lower the quantity.',
      fields: { items: expect.any(String) },
      details: { productId: '7', limit: 10 },
    });
  });

  it('refuses more units in all than one order may hold', () => {
    const lines: [number, number][] = [1, 2, 3, 4].map((id) => [id, 8]);
    expect(refusal(lines)).toMatchObject({
      code: 'LIMIT_REACHED',
      message: expect.stringContaining('One order can hold at most 30 items in all.'),
      details: { limit: 30 },
    });
  });
});

describe('the clinic day', () => {
  it('starts at midnight in Asia/Kolkata, whatever the instant', () => {
    expect(clinicDayOf(new Date('2026-11-24T00:10:00+05:30'))).toEqual({
      start: new Date('2026-11-24T00:00:00+05:30'),
      end: new Date('2026-11-25T00:00:00+05:30'),
    });
    expect(clinicDayOf(new Date('2026-11-23T23:59:59+05:30')).start).toEqual(
      new Date('2026-11-23T00:00:00+05:30'),
    );
  });

  it('tells a phone at its daily cap to come back when the next clinic day starts', () => {
    const error = perDayRefusal(caps, new Date('2026-11-24T23:00:00+05:30'));
    expect(error).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringContaining('placed 5 orders today'),
      details: { retryAfterSeconds: 3600, limit: 5 },
    });
  });

  it('counts the confirmation window back from now', () => {
    expect(unconfirmedBefore(caps, new Date('2026-11-24T10:00:00Z'))).toEqual(
      new Date('2026-11-22T10:00:00Z'),
    );
  });
});
