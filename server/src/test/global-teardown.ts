import { rmSync } from 'node:fs';
import { takeEmbeddedDatabase } from './embedded-handle';

export default async function globalTeardown(): Promise<void> {
  const embedded = takeEmbeddedDatabase();
  if (!embedded) return;
  await embedded.close();
  rmSync(embedded.dataDir, { recursive: true, force: true });
}
