/** Where "now" comes from: the system's clock, or a test's that it moves itself. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
