import { GraphQLError } from 'graphql';
import { HeaderMap } from '@apollo/server';
import { DomainError } from './errors';
import type { OperationCost } from './graphql-limits';
import { GRAPHQL_LIMITS } from './graphql-limits';
import type { RateLimiter, RateLimitRule } from './rate-limit';
import { ClientTurns, type EndTurn } from './client-turns';
import type { RequestContext } from './request-context';

/** A document without searches counts one expensive read per this many values it may return. */
export const VALUES_PER_READ = 2_500;

/** Of the minute's budget, at most this share may go in any ten seconds. */
const BURST_SHARE = 1 / 3;

/**
 * A refusal is answered after this pause (or the wait, if shorter): a client that asks again at
 * once, over many connections, cannot make a flood of refusals cost the server what its reads
 * would have. A patient never meets it: they never reach the budget.
 */
const REFUSAL_PAUSE_MS = 1_000;

const MESSAGE =
  'You are asking for pages and searches faster than we can answer them. ' +
  'Please wait a moment and try again.';

/**
 * How many expensive reads a GraphQL operation is: one per search, and one per VALUES_PER_READ
 * values of everything else it may return (introspection too, unless it is answered from the
 * cache). The site's own queries count none, or one for a list of posts, plus their searches.
 */
export function operationReads(cost: OperationCost, introspection: number): number {
  const rest = Math.max(0, cost.dataCost - cost.searches * GRAPHQL_LIMITS.searchCost);
  return cost.searches + Math.floor((rest + introspection) / VALUES_PER_READ);
}

/** A client with this many expensive reads already waiting for their turn is refused. */
const MAX_WAITING = 4;

/**
 * Each client's budget of work that costs the server more than a lookup: a page rendered (not
 * served from the cache), a search, a list of posts, a large GraphQL document. Past it the client
 * waits (429 with Retry-After) while everyone else is served. Counted per client key in the
 * rate limiter's store (Redis when configured), the same budget through every door; within it,
 * a client's expensive reads take turns in this process.
 */
export class ExpensiveReads {
  private readonly rules: RateLimitRule[];
  private readonly turns = new ClientTurns();

  constructor(
    private readonly limiter: RateLimiter,
    readonly perMinute: number,
    private readonly refusalPauseMs = REFUSAL_PAUSE_MS,
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
    try {
      for (const rule of this.rules) await this.limiter.spend(rule, reads, request.clientKey);
    } catch (error) {
      await this.pauseBefore(error as DomainError);
    }
  }

  /** Throws `refusal` after the refusal pause (or its wait, if shorter). */
  private async pauseBefore(refusal: DomainError): Promise<never> {
    const waitMs = Number(refusal.details?.retryAfterSeconds ?? 0) * 1000;
    const pauseMs = Math.min(this.refusalPauseMs, waitMs);
    if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    throw refusal;
  }

  /** Charges `reads`, then waits for this client's turn; end the turn when the work is done. */
  async begin(request: RequestContext, reads = 1): Promise<EndTurn> {
    if (reads <= 0) return () => undefined;
    await this.charge(request, reads);
    if (this.turns.waiting(request.clientKey) >= MAX_WAITING) {
      await this.pauseBefore(
        new DomainError('RATE_LIMITED', MESSAGE, undefined, { retryAfterSeconds: 1 }),
      );
    }
    return this.turns.take(request.clientKey);
  }

  /** `work` as `reads` expensive reads of this client's. */
  async run<T>(request: RequestContext, work: () => Promise<T>, reads = 1): Promise<T> {
    const end = await this.begin(request, reads);
    try {
      return await work();
    } finally {
      end();
    }
  }

  /** As `begin`, refused as a GraphQL error that Apollo answers 429 with Retry-After. */
  async beginOperation(request: RequestContext, reads: number): Promise<EndTurn> {
    try {
      return await this.begin(request, reads);
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
