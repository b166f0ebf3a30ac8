import type { DataSource } from 'typeorm';
import type { Logger } from './logger';

/** What every resolver receives; services are built from `dataSource` where they are used. */
export interface AppContext {
  requestId: string;
  dataSource: DataSource;
  logger: Logger;
}
