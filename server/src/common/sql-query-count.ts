import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { AdvancedConsoleLogger, type QueryRunner } from 'typeorm';

/** Read by the benchmarks (bench/): keep the name. */
export const SQL_QUERY_COUNT_HEADER = 'X-SQL-Queries';

interface QueryTally {
  count: number;
}

const tallies = new AsyncLocalStorage<QueryTally>();

/**
 * TypeORM's own logger (same output for the same `logging` option) that also counts every
 * statement sent on behalf of the current HTTP request, transaction statements included.
 */
export class SqlQueryCountingLogger extends AdvancedConsoleLogger {
  override logQuery(query: string, parameters?: unknown[], queryRunner?: QueryRunner): void {
    const tally = tallies.getStore();
    if (tally) tally.count += 1;
    super.logQuery(query, parameters, queryRunner);
  }
}

/**
 * Calls `listener` once, just before the status line and headers go out: the last moment a
 * header can still be set (GraphQL answers are written after every resolver has finished).
 */
function beforeHeaders(res: ServerResponse, listener: () => void): void {
  const writeHead = res.writeHead;
  let called = false;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
    if (!called) {
      called = true;
      listener();
    }
    return writeHead.apply(this, args);
  } as typeof writeHead;
}

/**
 * Counts each request's SQL statements and answers the count in `X-SQL-Queries`. Mounted first,
 * so everything the request runs (body parsing keeps the async context) is inside its tally.
 */
export function sqlQueryCountHeader(): RequestHandler {
  return (_req, res, next) => {
    const tally: QueryTally = { count: 0 };
    beforeHeaders(res, () => res.setHeader(SQL_QUERY_COUNT_HEADER, String(tally.count)));
    tallies.run(tally, next);
  };
}
