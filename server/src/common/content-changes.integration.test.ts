import {
  realProfile,
  UPDATE_PROFILE,
  ownDatabase,
  type OwnDatabase,
} from '../clinic/setup/setup-test-helpers';
import { startBuiltServer, waitFor, withoutBuild, type BuiltServer } from '../test/built-server';
import { describeNeeding, withoutRealPostgres } from '../test/real-postgres';
import { makeAccount, MovableClock, signedIn, staffGraphql, type StaffApp } from '../test/staff';

// Two instances of the production build on one PostgreSQL: a change of the clinic profile made
// through one clears the page cache of both, so neither serves the old name for its cache time.

describeNeeding(
  withoutRealPostgres() ?? withoutBuild(),
  'content changes on every instance',
  () => {
    let own: OwnDatabase;
    let first: BuiltServer;
    let second: BuiltServer;

    beforeAll(async () => {
      own = await ownDatabase('clinic_instances');
      const env = { DATABASE_URL: own.url, RATE_LIMIT_SCALE: '1000' };
      first = await startBuiltServer(env);
      second = await startBuiltServer(env);
    }, 120_000);
    afterAll(async () => {
      await first?.stop();
      await second?.stop();
      await own?.drop();
    }, 30_000);

    const page = async (server: BuiltServer, path: string) =>
      (await fetch(`${server.url}${path}`)).text();

    it('clears the page cache of every instance when the profile changes', async () => {
      for (const server of [first, second]) {
        for (const path of ['/contact', '/hi/contact']) {
          // Rendered, then served from the cache.
          expect(await page(server, path)).toContain(
            path === '/contact' ? 'Shanti Care Clinic' : 'शांति केयर क्लिनिक',
          );
          expect(await page(server, path)).toContain(
            path === '/contact' ? 'Shanti Care Clinic' : 'शांति केयर क्लिनिक',
          );
        }
      }

      const staffApp = { url: first.url, clock: new MovableClock() } as StaffApp;
      const { cookie } = await signedIn(staffApp, await makeAccount(own.dataSource, 'admin'));
      const saved = await staffGraphql(
        first.url,
        UPDATE_PROFILE,
        { input: realProfile() },
        { cookie },
      );
      expect(saved.errors).toBeUndefined();

      for (const server of [first, second]) {
        await waitFor('the new name on the page', 5_000, async () =>
          (await page(server, '/contact')).includes('Arogya Setup Clinic'),
        );
        const english = await page(server, '/contact');
        expect(english).not.toContain('Shanti Care Clinic');
        expect(english).toContain('9123400001');
        const hindi = await page(server, '/hi/contact');
        expect(hindi).toContain('आरोग्य सेटअप क्लिनिक');
        expect(hindi).not.toContain('शांति केयर क्लिनिक');
      }
    }, 60_000);
  },
);
