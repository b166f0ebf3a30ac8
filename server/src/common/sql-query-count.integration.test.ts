import { startTestApp, type TestApp } from '../test/test-app';
import { SQL_QUERY_COUNT_HEADER } from './sql-query-count';

describe('X-SQL-Queries', () => {
  let counted: TestApp;
  let plain: TestApp;

  beforeAll(async () => {
    counted = await startTestApp({ sqlQueryCountHeader: true });
    plain = await startTestApp({}, counted.dataSource);
  });

  afterAll(async () => {
    await plain.close();
    await counted.close();
  });

  const queriesOf = async (response: Response) => {
    await response.arrayBuffer();
    return response.headers.get(SQL_QUERY_COUNT_HEADER);
  };

  const graphql = (baseUrl: string, query: string) =>
    fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });

  it('counts the statements of each answer, whatever its kind', async () => {
    expect(await queriesOf(await fetch(`${counted.url}/robots.txt`))).toBe('0');
    expect(await queriesOf(await fetch(`${counted.url}/api/clinic`))).toBe('1');
    expect(await queriesOf(await fetch(`${counted.url}/api/no-such-route`))).toBe('0');
    expect(await queriesOf(await graphql(counted.url, '{ clinic { name } doctors { id } }'))).toBe(
      '2',
    );
    // Products with a search run in a transaction: BEGIN, SET LOCAL, the page, the count, COMMIT.
    expect(
      await queriesOf(await graphql(counted.url, '{ products(search: "oil") { total } }')),
    ).toBe('5');
  });

  it("keeps concurrent requests' counts apart", async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 2
          ? fetch(`${counted.url}/api/clinic`)
          : graphql(counted.url, '{ clinic { name } doctors { id } specializations }'),
      ),
    );
    const counts = await Promise.all(answers.map(queriesOf));
    expect(counts).toEqual(Array.from({ length: 12 }, (_, i) => (i % 2 ? '1' : '3')));
  });

  it('is not sent unless SQL_QUERY_COUNT_HEADER is on', async () => {
    expect(await queriesOf(await fetch(`${plain.url}/api/clinic`))).toBeNull();
    expect(await queriesOf(await graphql(plain.url, '{ clinic { name } }'))).toBeNull();
  });
});
