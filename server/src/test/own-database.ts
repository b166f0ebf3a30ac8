const KEY = Symbol.for('clinic.test.ownDatabase');

/**
 * Global setup and teardown run in one process; the database server that setup started itself
 * (none when TEST_DATABASE_URL was given) travels between them here.
 */
export function setOwnDatabase(stop: () => Promise<void>): void {
  (globalThis as Record<symbol, unknown>)[KEY] = stop;
}

export function takeOwnDatabase(): (() => Promise<void>) | undefined {
  const store = globalThis as Record<symbol, unknown>;
  const stop = store[KEY] as (() => Promise<void>) | undefined;
  delete store[KEY];
  return stop;
}
