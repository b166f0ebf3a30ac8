import { QueryFailedError } from 'typeorm';
import { startTestApp, type TestApp } from '../test/test-app';
import { preparedQuery } from './prepared-query';

describe('preparedQuery', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const TEXT = `SELECT n, n * $2::int AS times, $1::text AS label
                FROM generate_series(1, $3::int) AS n ORDER BY n`;

  it('answers what an unnamed statement answers, on every pooled connection at once', async () => {
    const calls = Array.from({ length: 24 }, (_, i) => ['call ' + i, i, 1 + (i % 5)]);
    const prepared = await Promise.all(
      calls.map((params) => preparedQuery(app.dataSource, TEXT, params)),
    );
    const unnamed = await Promise.all(calls.map((params) => app.dataSource.query(TEXT, params)));
    expect(prepared).toEqual(unnamed);
    expect(prepared[7]).toEqual([
      { n: 1, times: 7, label: 'call 7' },
      { n: 2, times: 14, label: 'call 7' },
      { n: 3, times: 21, label: 'call 7' },
    ]);
  });

  it('fails as TypeORM does, and the statement stays usable', async () => {
    const failed = preparedQuery(app.dataSource, TEXT, ['bad', 'not a number', 2]);
    await expect(failed).rejects.toBeInstanceOf(QueryFailedError);
    await expect(failed).rejects.toMatchObject({ driverError: { code: '22P02' } });
    expect(await preparedQuery(app.dataSource, TEXT, ['good', 2, 1])).toEqual([
      { n: 1, times: 2, label: 'good' },
    ]);
  });
});
