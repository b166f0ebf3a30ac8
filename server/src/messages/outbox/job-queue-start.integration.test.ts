import { DataSource } from 'typeorm';
import { ownDatabase, type OwnDatabase } from '../../clinic/setup/setup-test-helpers';
import { dataSourceOptions } from '../../common/database';
import { describeNeeding, withoutRealPostgres } from '../../test/real-postgres';
import { loadMessagesConfig } from '../messages-config';
import { DEAD_MESSAGE_QUEUE, JOB_SCHEMA, MESSAGE_QUEUE, startJobQueue } from './job-queue';

// Instances starting together on a fresh database (docker compose's replicas, the two-instances
// test) each make or find pg-boss's schema and the message queues: every one starts.

describeNeeding(withoutRealPostgres(), 'the job queue started by instances together', () => {
  let own: OwnDatabase;
  const sources: DataSource[] = [];
  beforeAll(async () => {
    own = await ownDatabase('clinic_job_queue_start', false);
    for (let i = 0; i < 3; i += 1) {
      const source = new DataSource(
        dataSourceOptions(own.url, { entities: [], migrations: [] }, 3),
      );
      sources.push(await source.initialize());
    }
  }, 60_000);
  afterAll(async () => {
    await Promise.all(sources.map((source) => source.destroy()));
    await own?.drop();
  });

  it('starts on every instance, round after round on a database without the schema', async () => {
    const settings = loadMessagesConfig({});
    for (let round = 0; round < 4; round += 1) {
      await own.dataSource.query(`DROP SCHEMA IF EXISTS ${JOB_SCHEMA} CASCADE`);
      const started = await Promise.all(
        sources.map((source) => startJobQueue(source, settings, { supervise: false })),
      );
      await Promise.all(started.map(({ boss }) => boss.stop({ graceful: false, wait: true })));
      const queues = (await own.dataSource.query(
        `SELECT name FROM ${JOB_SCHEMA}.queue ORDER BY name`,
      )) as { name: string }[];
      expect(queues.map((q) => q.name)).toEqual([MESSAGE_QUEUE, DEAD_MESSAGE_QUEUE]);
    }
  }, 120_000);
});
