import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions, runMigrations } from '../../common/database';
import { entities } from '../../entities';
import { migrations } from '../../migrations';
import { seedDemoData } from '../../seed/seed';
import { startTestApp } from '../../test/test-app';
import { MovableClock, type StaffApp } from '../../test/staff';

/**
 * A database of the test's own on the run's PostgreSQL server: editing the profile and removing
 * the demo data would change what every other suite reads from the shared one.
 */
export interface OwnDatabase {
  url: string;
  dataSource: DataSource;
  drop(): Promise<void>;
}

function adminUrl(): URL {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = '/postgres';
  return url;
}

async function admin(sql: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl().toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh database, migrated, with the demo data unless `seed` is false. */
export async function ownDatabase(name: string, seed = true): Promise<OwnDatabase> {
  const database = `${name}_${process.pid}`;
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${database}`);
  const target = adminUrl();
  target.pathname = `/${database}`;
  const url = target.toString();
  const dataSource = new DataSource(dataSourceOptions(url, { entities, migrations }, 3));
  await dataSource.initialize();
  await runMigrations(dataSource);
  if (seed) await seedDemoData(dataSource);
  return {
    url,
    dataSource,
    async drop() {
      if (dataSource.isInitialized) await dataSource.destroy();
      await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    },
  };
}

/** The staff app over `own`'s database. */
export async function staffAppOn(own: OwnDatabase): Promise<StaffApp> {
  const clock = new MovableClock();
  const app = await startTestApp({ rateLimitScale: 1000 }, own.dataSource, undefined, { clock });
  return { ...app, clock };
}

export const PROFILE_FIELDS = `name tagline streetAddress locality region postalCode
  phones { label number } emails { label address } whatsapp emergencyPhone
  hours { weekday opens closes note } mapUrl gstin isDemo
  hindi { name tagline streetAddress locality region }`;

export const UPDATE_PROFILE = `mutation Update($input: ClinicProfileInput!) {
  updateClinicProfile(input: $input) { ${PROFILE_FIELDS} }
}`;

/** A valid profile of a real clinic (all fictional). */
export function realProfile(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Arogya Setup Clinic',
    tagline: 'Care close to home',
    streetAddress: '7 Station Road',
    locality: 'Sagar',
    region: 'Madhya Pradesh',
    postalCode: '470001',
    phones: [
      { label: 'Reception', number: '9123400001' },
      { label: 'Pharmacy', number: '9123400002' },
    ],
    emails: [{ label: 'General', address: 'hello@arogya-setup.example' }],
    whatsapp: '9123400003',
    emergencyPhone: '9123400004',
    hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) =>
      weekday === 7
        ? { weekday, opens: null, closes: null, note: 'Closed on Sundays' }
        : { weekday, opens: '10:00', closes: '19:30', note: null },
    ),
    mapUrl: 'https://www.openstreetmap.org/?mlat=23.84&mlon=78.74',
    gstin: '23AAAAA0000A1Z5',
    hindi: { name: 'आरोग्य सेटअप क्लिनिक', locality: 'सागर' },
    ...overrides,
  };
}
