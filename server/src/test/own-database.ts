import type { EmbeddedPostgres } from '../common/database';

interface Handle extends EmbeddedPostgres {
  dataDir: string;
}

const KEY = Symbol.for('clinic.test.embeddedDatabase');

/** Global setup and teardown run in one process; the embedded database travels between them here. */
export function setEmbeddedDatabase(handle: Handle): void {
  (globalThis as Record<symbol, unknown>)[KEY] = handle;
}

export function takeEmbeddedDatabase(): Handle | undefined {
  const store = globalThis as Record<symbol, unknown>;
  const handle = store[KEY] as Handle | undefined;
  delete store[KEY];
  return handle;
}
