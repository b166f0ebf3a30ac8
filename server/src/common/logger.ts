import pino, { type DestinationStream, type Logger } from 'pino';
import { scrubText } from './log-masking';

export type { Logger };

/**
 * Facts a driver error carries about the row it failed on: TypeORM's query parameters (a whole
 * order's phone, name and address) and PostgreSQL's detail ("Key (customer_phone)=(98...)").
 */
const ROW_FACTS = ['parameters', 'driverError', 'detail', 'where', 'hint', 'internalQuery'];

/** pino's error serializer without the row an SQL error names, and its texts scrubbed. */
export function maskedError(error: Error): Record<string, unknown> {
  const serialized: Record<string, unknown> = { ...pino.stdSerializers.err(error) };
  for (const fact of ROW_FACTS) delete serialized[fact];
  for (const text of ['message', 'stack'] as const) {
    const value = serialized[text];
    if (typeof value === 'string') serialized[text] = scrubText(value);
  }
  return serialized;
}

/**
 * One JSON logger for the process; request loggers are its children (pino-http). Tests pass a
 * destination to read what it writes.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    // No pid and hostname on every line: the process manager knows which instance wrote it.
    base: undefined,
    // Never log what a patient typed in a header we might receive.
    redact: ['req.headers.cookie', 'req.headers.authorization'],
    serializers: { err: maskedError },
  };
  return destination ? pino(options, destination) : pino(options);
}
