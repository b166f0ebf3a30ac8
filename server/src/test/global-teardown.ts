import { takeOwnDatabase } from './own-database';

export default async function globalTeardown(): Promise<void> {
  await takeOwnDatabase()?.();
}
