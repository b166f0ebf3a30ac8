import { newIdempotencyKey } from './idempotency-key';

// What PlaceOrderInput and BookAppointmentInput accept as an idempotency key.
const accepted = /^[A-Za-z0-9_-]{8,100}$/;

describe('idempotency keys', () => {
  it('are UUIDs where the browser makes them', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('are still fresh and accepted on a page served without https (no randomUUID)', () => {
    const secure = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
      expect(keys.size).toBe(50);
      keys.forEach((key) => expect(key).toMatch(accepted));
      expect([...keys][0]).not.toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4/);
    } finally {
      if (secure) Object.defineProperty(crypto, 'randomUUID', secure);
      else delete (crypto as Partial<Crypto>).randomUUID;
    }
  });
});
