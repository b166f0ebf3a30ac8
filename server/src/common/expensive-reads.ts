import { GraphQLError } from 'graphql';
import { HeaderMap } from '@apollo/server';
import { DomainError } from './errors';
import type { OperationCost } from './graphql-limits';
import { GRAPHQL_LIMITS } from './graphql-limits';
import type { RateLimiter, RateLimitRule } from './rate-limit';
import type { RequestContext } from './request-context';

/** A document without searches counts one expensive read per this many values it may return. */
export const VALUES_PER_READ = 1_000;

/** Of the minute's budget, at most this share may go in any ten seconds. */
const BURST_SHARE = 1 / 3;

const MESSAGE =
  'You are asking for pages and searches faster than we can answer them. ' +
  'Please wait a moment and try again.';

/**
 * How many expensive reads a GraphQL operation is: one per search, and one per VALUES_PER_READ
 * values of everything else it may return (introspection too, unless it is answered from the
 * cache). The site's own queries without a search count none.
 */
export function operationReads(cost: OperationCost, introspection: number): number {
  const rest = Math.max(0, cost.dataCost - cost.searches * GRAPHQL_LIMITS.searchCost);
  return cost.searches + Math.floor((rest + introspection) / VALUES_PER_READ);
}

/**
 * Each client's budget of work that costs the server more than a lookup: a page rendered (not
 * served from the cache), a search, a list of posts, a large GraphQL document. Past it the client
 * waits (429 with Retry-After) while everyone else is served. Counted per client key in the
 * rate limiter's store (Redis when configured), the same budget through every door.
 */
export class ExpensiveReads {
  private readonly rules: RateLimitRule[];

  constructor(
    private readonly limiter: RateLimiter,
    readonly perMinute: number,
  ) {
    this.rules = [
      { name: 'expensive-reads', limit: perMinute, windowMs: 60_000 },
      // Spread over the minute: a client cannot spend it all in the first second.
      {
        name: 'expensive-reads-burst',
        limit: Math.max(1, Math.ceil(perMinute * BURST_SHARE)),
        windowMs: 10_000,
      },
    ].map((rule) => ({ ...rule, message: MESSAGE, unscaled: true }));
  }

  /** Spends `reads` of this client's budget; throws RATE_LIMITED with the wait past it. */
  async charge(request: RequestContext, reads = 1): Promise<void> {
    if (reads <= 0) return;
    for (const rule of this.rules) await this.limiter.spend(rule, reads, request.clientKey);
  }

  /** As `charge`, refused as a GraphQL error that Apollo answers 429 with Retry-After. */
  async chargeOperation(request: RequestContext, reads: number): Promise<void> {
    try {
      await this.charge(request, reads);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const retryAfterSeconds = Number(error.details?.retryAfterSeconds ?? 60);
      throw new GraphQLError(error.message, {
        extensions: {
          code: 'RATE_LIMITED',
          retryAfterSeconds,
          http: {
            status: 429,
            headers: new HeaderMap([['retry-after', String(retryAfterSeconds)]]),
          },
        },
      });
    }
  }
}
