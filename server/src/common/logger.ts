import pino, { type Logger } from 'pino';

export type { Logger };

/** One JSON logger for the process; request loggers are its children (pino-http). */
export function createLogger(level: string): Logger {
  return pino({
    level,
    // Never log what a patient typed in a header we might receive.
    redact: ['req.headers.cookie', 'req.headers.authorization'],
  });
}
