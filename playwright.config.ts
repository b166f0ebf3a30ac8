import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import chromiumFlags from './scripts/chromium-flags.json';
import { secondLane } from './e2e/lanes';
import { serverClockFile } from './e2e/server-clock';

// The production build served exactly as `npm start` serves it, on a fresh embedded database.
const port = Number(process.env.E2E_PORT ?? 4100);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const dataDir = process.env.E2E_DATA_DIR ?? path.join(tmpdir(), `clinic-e2e-${process.pid}`);
// E2E_LANE=1 or 2 (npm test runs both at once, on two ports): one lane's files; unset, every file.
const lane = process.env.E2E_LANE;
const lanes = lane ? { 1: { testIgnore: secondLane }, 2: { testMatch: secondLane } }[lane] : {};
if (!lanes) throw new Error(`E2E_LANE is 1 or 2, not ${lane}`);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  ...lanes,
  // A lane's own, as Playwright empties it when it starts.
  outputDir: lane ? `test-results/lane-${lane}` : 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  // Two lanes beside the integration tests keep both cores busy (load average ~10 in CI): a
  // journey of 15 s on its own machine may take twice that there. Outcomes are asserted, not times.
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: existsSync(chromium) ? chromium : undefined,
          args: chromiumFlags,
        },
      },
    },
  ],
  webServer: {
    command: 'node server/dist/main.js',
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      SITE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      CLOCK_FILE: serverClockFile,
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      LOG_LEVEL: 'warn',
      // Every journey is a patient of its own, all from 127.0.0.1 within a few minutes: at the
      // production limits (10 order lookups a minute per address, ...) they refuse one another.
      // No journey tests a limit; the integration and hostile suites do.
      RATE_LIMIT_SCALE: '100',
      // The journeys use the demo clinic, on E2E_DATABASE_URL too (never loaded there unasked).
      SEED_DEMO_DATA: 'true',
    },
  },
});
