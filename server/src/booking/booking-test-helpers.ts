import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../common/database';
import { entities } from '../entities';
import { migrations } from '../migrations';
import { freshPhone } from '../test/phones';
import { startTestApp, testDatabaseUrl, type TestApp } from '../test/test-app';

// Shared by the booking integration tests: their own doctors and dates, so no test leans on
// another's bookings or on the seed's days off.

const MINUTE_MS = 60_000;
const IST_MS = 330 * MINUTE_MS;

/** The clinic date `days` after today (clinic time). */
export function clinicDate(days: number, now = new Date()): string {
  return new Date(now.getTime() + IST_MS + days * 24 * 60 * MINUTE_MS).toISOString().slice(0, 10);
}

export const at = (date: string, hhmm: string) => `${date}T${hhmm}:00+05:30`;

/**
 * Inserts a doctor who works every day; 60-minute slots 09-17 with lunch 12-14 unless told.
 * Returns its id as the API shows it.
 */
export async function createDoctor(
  dataSource: DataSource,
  options: {
    slotMinutes?: number;
    start?: string;
    end?: string;
    breaks?: { start: string; end: string }[];
    daysOff?: string[];
    isAvailable?: boolean;
    /** ISO weekdays worked; every day unless told. */
    weekdays?: number[];
    conditions?: string[];
    modes?: string[];
  } = {},
): Promise<{ id: string; name: string }> {
  // Test files share one database (and, run in band, one process): names must never repeat.
  const tag = randomUUID().slice(0, 8);
  const name = `Dr. Test ${tag}`;
  const plan = (options.weekdays ?? [1, 2, 3, 4, 5, 6, 7]).map((weekday) => ({
    weekday,
    start: options.start ?? '09:00',
    end: options.end ?? '17:00',
    breaks: options.breaks ?? [{ start: '12:00', end: '14:00' }],
  }));
  const [{ id }] = await dataSource.query(
    `INSERT INTO doctor (slug, name, specialization, qualification, experience_years, bio,
       consultation_fee, slot_minutes, working_plan, days_off, is_available, conditions,
       consultation_modes)
     VALUES ($1, $2, 'Proctology', 'MBBS', 5, 'Test doctor', 400, $3, $4, $5, $6, $7, $8)
     RETURNING id`,
    [
      `test-doctor-${tag}`,
      name,
      options.slotMinutes ?? 60,
      JSON.stringify(plan),
      options.daysOff ?? [],
      options.isAvailable ?? true,
      options.conditions ?? [],
      options.modes ?? ['IN_CLINIC'],
    ],
  );
  return { id: String(id), name };
}

/** Removes every doctor (and appointment) the tests made, so other suites see only the seed. */
export async function removeTestDoctors(dataSource: DataSource): Promise<void> {
  const mine = `SELECT id FROM doctor WHERE slug LIKE 'test-doctor-%'`;
  await dataSource.query(`DELETE FROM appointment WHERE doctor_id IN (${mine})`);
  await dataSource.query(`DELETE FROM doctor WHERE slug LIKE 'test-doctor-%'`);
}

/** A patient with a phone of their own unless told: one phone's caps never see another test. */
export function patient(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Asha',
    lastName: 'Devi',
    email: 'asha@example.in',
    phone: freshPhone(),
    ...overrides,
  };
}

export async function postJson(
  baseUrl: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<{ status: number; body: any; headers: Headers }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

/**
 * The app over a pool of `connections`, one per request of a race, so the inserts truly run at
 * the same time; rate limits lifted (many bookings from one address are not what races test).
 * `close` removes the test doctors and closes both.
 */
export async function startRaceApp(
  connections: number,
): Promise<{ app: TestApp; dataSource: DataSource; close(): Promise<void> }> {
  const dataSource = new DataSource(
    dataSourceOptions(testDatabaseUrl(), { entities, migrations }, connections),
  );
  await dataSource.initialize();
  const app = await startTestApp({ rateLimitScale: 1000 }, dataSource);
  return {
    app,
    dataSource,
    async close() {
      await removeTestDoctors(dataSource);
      await app.close();
      await dataSource.destroy();
    },
  };
}
