import { BOOKING_LIMIT } from '../booking/booking.service';
import { ORDER_PLACEMENT_LIMIT } from '../shop/order.service';
import {
  graphqlRequest,
  jsonRequest,
  send,
  snapshot,
  type HttpAnswer,
  type RawRequest,
} from './hostile-cases';
import {
  bookingTarget,
  orderTarget,
  startFixtures,
  type Fixtures,
  type WriteTarget,
} from './hostile-targets';
import type { Door } from './hostile-cases';

// Booking and ordering are limited per client address, one allowance for GraphQL and REST
// together. Behind a proxy (TRUST_PROXY=1) the address is X-Forwarded-For's.

const from = (address: string, request: RawRequest): RawRequest => ({
  ...request,
  headers: { ...request.headers, 'x-forwarded-for': address },
});

function expectLimited(door: Door, answer: HttpAnswer, message: string) {
  if (door === 'rest') {
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(answer.json).toMatchObject({ error: message, code: 'RATE_LIMITED' });
  } else {
    expect(answer.json.errors[0]).toMatchObject({
      message,
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) },
    });
  }
}

describe('write limits per client address', () => {
  let f: Fixtures;
  beforeAll(async () => {
    f = await startFixtures({ trustProxy: 1, rateLimitScale: 1 });
  });
  afterAll(async () => {
    await f.close();
  });

  /** `count` accepted writes from `address`, alternating GraphQL and REST. */
  async function fill(target: WriteTarget, address: string, count: number) {
    const firstBodies = [];
    for (let i = 0; i < count; i += 1) {
      const door: Door = i % 2 === 0 ? 'graphql' : 'rest';
      const body = {
        ...(await target.valid()),
        idempotencyKey: `limit-${address.replaceAll('.', '-')}-${i}-${Date.now()}`,
      };
      const answer = await send(f.app.url, from(address, target.request(door, body)));
      expect({ i, door, status: answer.status, errors: answer.json?.errors }).toEqual({
        i,
        door,
        status: door === 'rest' ? 201 : 200,
        errors: undefined,
      });
      firstBodies.push(body);
    }
    return firstBodies;
  }

  async function expectRefusedWithoutWrites(target: WriteTarget, address: string, message: string) {
    for (const door of ['rest', 'graphql'] as const) {
      const before = await snapshot(f.app.dataSource);
      const body = await target.valid();
      const answer = await send(f.app.url, from(address, target.request(door, body)));
      expectLimited(door, answer, message);
      expect(await snapshot(f.app.dataSource)).toEqual(before);
    }
  }

  it(`books ${BOOKING_LIMIT.limit} an hour from one address over both doors, then says to wait`, async () => {
    const target = bookingTarget(f);
    const bodies = await fill(target, '203.0.113.10', BOOKING_LIMIT.limit);
    await expectRefusedWithoutWrites(target, '203.0.113.10', BOOKING_LIMIT.message);

    // A retry of a booking already made is not a new booking: it still gets its answer.
    const retry = await send(f.app.url, from('203.0.113.10', target.request('rest', bodies[0])));
    expect(retry.status).toBe(200);

    // Another address (another family, another clinic) is not affected.
    const other = await send(
      f.app.url,
      from('198.51.100.20', target.request('rest', await target.valid())),
    );
    expect(other.status).toBe(201);
  });

  it(`takes ${ORDER_PLACEMENT_LIMIT.limit} orders an hour from one address over both doors, then says to wait`, async () => {
    const target = orderTarget(f);
    const bodies = await fill(target, '203.0.113.30', ORDER_PLACEMENT_LIMIT.limit);
    await expectRefusedWithoutWrites(target, '203.0.113.30', ORDER_PLACEMENT_LIMIT.message);

    const retry = await send(f.app.url, from('203.0.113.30', target.request('graphql', bodies[1])));
    expect(retry.json.errors).toBeUndefined();

    const other = await send(
      f.app.url,
      from('198.51.100.40', target.request('rest', await target.valid())),
    );
    expect(other.status).toBe(201);
  });

  it('never believes X-Forwarded-For without TRUST_PROXY', async () => {
    const direct = await startFixtures({ rateLimitScale: 1 });
    try {
      const target = bookingTarget(direct);
      for (let i = 0; i < BOOKING_LIMIT.limit; i += 1) {
        const request = from(
          `10.0.${i}.1`,
          graphqlRequest(target.document, target.variables(await target.valid())),
        );
        expect((await send(direct.app.url, request)).json.errors).toBeUndefined();
      }
      // Every request came from the same socket address, whatever the header claimed.
      const answer = await send(
        direct.app.url,
        from('10.9.9.9', jsonRequest('/api/appointments', await target.valid())),
      );
      expectLimited('rest', answer, BOOKING_LIMIT.message);
    } finally {
      await direct.close();
    }
  });
});
