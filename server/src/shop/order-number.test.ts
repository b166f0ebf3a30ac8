import { normaliseOrderNumber, orderNumber } from './order-number';

describe('orderNumber', () => {
  it('uses the clinic date in IST, not UTC', () => {
    // 20:00 UTC on 21 Nov is 01:30 on 22 Nov in India.
    expect(orderNumber(new Date('2026-11-21T20:00:00Z'), () => 0.4821)).toBe('ORD-20261122-4821');
  });

  it('always has four digits', () => {
    expect(orderNumber(new Date('2026-01-05T06:00:00Z'), () => 0.0007)).toBe('ORD-20260105-0007');
    expect(orderNumber(new Date('2026-01-05T06:00:00Z'), () => 0.99999)).toBe('ORD-20260105-9999');
  });

  it('takes more digits when asked (a day whose four-digit numbers are crowded)', () => {
    expect(orderNumber(new Date('2026-01-05T06:00:00Z'), () => 0.00042, 6)).toBe(
      'ORD-20260105-000420',
    );
  });

  it('reads a typed number in any case', () => {
    expect(normaliseOrderNumber('  ord-20261122-4821 ')).toBe('ORD-20261122-4821');
  });
});

describe('orderNumber digits', () => {
  it('draws them from the whole range, not a sequence others could predict', () => {
    const day = new Date('2026-01-05T06:00:00Z');
    const digits = new Set(Array.from({ length: 200 }, () => orderNumber(day).slice(-4)));
    // 200 draws from 10,000 numbers: a handful of repeats at most.
    expect(digits.size).toBeGreaterThan(190);
    for (const d of digits) expect(d).toMatch(/^\d{4}$/);
  });
});
