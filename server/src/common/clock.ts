import { readFileSync } from 'node:fs';

/** Where "now" comes from: the system's clock, or a test's that it moves itself. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * The system's clock moved by the number of milliseconds a file holds (none, or no file: not
 * moved), read again at most every 200 ms. For end-to-end tests of rules that wait for time to
 * pass, such as a no-show only after the appointment's start (CLOCK_FILE); never for a clinic.
 */
export function fileMovedClock(file: string): Clock {
  let offset = 0;
  let readAt = -Infinity;
  return {
    now() {
      const real = Date.now();
      if (real - readAt >= 200) {
        readAt = real;
        try {
          offset = Number(readFileSync(file, 'utf8').trim()) || 0;
        } catch {
          offset = 0;
        }
      }
      return new Date(real + offset);
    },
  };
}
