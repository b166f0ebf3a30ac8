import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The file that moves the test server's clock (its CLOCK_FILE): milliseconds added to the real
 * time, for rules that wait for time to pass (a no-show only after the appointment's start).
 */
export const serverClockFile = path.join(
  tmpdir(),
  `clinic-e2e-clock-${process.env.E2E_PORT ?? 4100}`,
);

/** Moves the server's clock to `instant` (it then runs on from there); the server reads it within 200 ms. */
export async function moveServerClockTo(instant: Date): Promise<void> {
  writeFileSync(serverClockFile, String(instant.getTime() - Date.now()));
  await new Promise((resolve) => setTimeout(resolve, 250));
}

/** The server's clock back to the real time. */
export async function resetServerClock(): Promise<void> {
  rmSync(serverClockFile, { force: true });
  await new Promise((resolve) => setTimeout(resolve, 250));
}
