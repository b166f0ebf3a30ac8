import type { DataSource } from 'typeorm';
import type { RequestLoaders } from './loaders';
import type { Logger } from './logger';
import type { RateLimiter } from './rate-limit';

/** What every resolver receives; services are built from `dataSource` where they are used. */
export interface AppContext {
  requestId: string;
  dataSource: DataSource;
  logger: Logger;
  /** The client's address (req.ip), the key of per-client rate limits. */
  clientAddress: string;
  rateLimiter: RateLimiter;
  /** This request's DataLoaders: fields resolved per item of a list batch into one query. */
  loaders: RequestLoaders;
}
