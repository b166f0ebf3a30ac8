import { randomUUID } from 'node:crypto';
import { deskCaller, type DeskCaller } from '../test/pharmacy';
import { startStaffApp, type StaffApp } from '../test/staff';
import {
  MISSING,
  mutate,
  refusalProblem,
  send,
  STRINGS,
  textMutations,
  WRONG_TYPES,
  type HttpAnswer,
  type Loose,
  type Mutation,
  expectGraphqlOutcome,
} from './hostile-cases';

// The blog desk's operations (issue 22) under the hostile values the public write paths face:
// each is refused with a clear message naming its field and writes nothing, or is taken as
// typed. Sent as the console sends them: an admin's session, same origin, /staff/graphql.

type Body = Record<string, Loose>;

interface Fixtures {
  app: StaffApp;
  desk: DeskCaller;
  /** A post of the suite's own, for edits and publishing. */
  postId: string;
  doctorId: string;
}

interface DeskTarget {
  document: string;
  valid(f: Fixtures): Body;
  variables(f: Fixtures, body: Body): Record<string, unknown>;
  /** Rows an accepted request would have written for this body. */
  written(f: Fixtures, body: Body): Promise<number>;
}

const count = async (f: Fixtures, sql: string, params: unknown[]) =>
  (await f.app.dataSource.query(sql, params))[0].n as number;

const stored = (value: unknown) =>
  typeof value === 'string' ? value.split('\u0000').join('').trim() : '';

const postInput = (f: Fixtures): Body => {
  const tag = randomUUID().slice(0, 8);
  return {
    title: `Hostile post ${tag}`,
    slug: `lane-c-hostile-${tag}`,
    excerpt: 'A post the hostile suite wrote.',
    markdown: `Body **${tag}**`,
    image: null,
    tags: ['Hostile'],
    reviewerId: f.doctorId,
    titleHi: null,
    excerptHi: null,
    markdownHi: null,
  };
};

/** Edits of the suite's post are counted by the audit rows they leave (none when refused). */
const edits = (f: Fixtures) =>
  count(
    f,
    `SELECT count(*)::int AS n FROM audit_entry WHERE record_type = 'blog_post' AND record_id = $1
       AND action <> 'post.create'`,
    [f.postId],
  );
let editsBefore = 0;

const TARGETS: Record<string, DeskTarget> = {
  createPost: {
    document: `mutation C($input: DeskPostInput!) { createPost(input: $input) { id } }`,
    valid: postInput,
    variables: (_f, input) => ({ input }),
    written: (f, body) =>
      count(f, `SELECT count(*)::int AS n FROM blog_post WHERE slug = $1`, [stored(body.slug)]),
  },
  updatePost: {
    document: `mutation U($id: ID!, $input: DeskPostInput!) { updatePost(id: $id, input: $input) { id } }`,
    valid: postInput,
    variables: (f, input) => ({ id: f.postId, input }),
    written: async (f) => (await edits(f)) - editsBefore,
  },
  previewPostMarkdown: {
    document: `query P($markdown: String!) { previewPostMarkdown(markdown: $markdown) }`,
    valid: () => ({ markdown: '# A *post*' }),
    variables: (_f, body) => body,
    written: async () => 0,
  },
  publishPost: {
    document: `mutation P($id: ID!, $at: String) { publishPost(id: $id, at: $at) { id } }`,
    valid: (f) => ({ id: f.postId, at: '2031-01-01T10:00:00+05:30' }),
    variables: (_f, body) => body,
    written: async (f) => (await edits(f)) - editsBefore,
  },
};

const m = (
  path: string,
  label: string,
  value: unknown,
  outcome: Mutation['outcome'] = 'reject',
): Mutation => ({ path, label, value, outcome, field: path });

/** A Markdown body: everything a text field faces, but 90 kB fits under its 100,000. */
const markdownCases = (path: string, required: boolean): Mutation[] =>
  textMutations({ path, required, max: 100_000, free: true })
    .filter((c) => !c.label.startsWith('the maximum in'))
    .map((c) => (c.label === '90 kB' ? { ...c, outcome: 'either' as const } : c));

const slugCases = (path: string): Mutation[] => [
  ...WRONG_TYPES.map(({ label, value }) => m(path, label, value)),
  m(path, 'missing', MISSING),
  m(path, 'empty', ''),
  m(path, 'a path', '../../etc/passwd'),
  m(path, 'markup', '<script>x</script>'),
  m(path, 'SQL', "x'; DROP TABLE blog_post;--"),
  m(path, 'NUL', 'a\u0000b'),
  m(path, 'upper case', 'Lane-C'),
  m(path, 'Devanagari', STRINGS.devanagari),
  m(path, 'one over the maximum', 'a'.repeat(121)),
];

const postCases = (): Mutation[] => [
  ...textMutations({ path: 'title', required: true, max: 200, free: true }),
  ...textMutations({ path: 'excerpt', required: true, max: 500, free: true }),
  ...slugCases('slug'),
  ...textMutations({ path: 'titleHi', required: false, max: 200, free: true }),
  m('image', 'a javascript: URL', 'javascript:alert(1)'),
  m('image', 'a data: URL', 'data:image/svg+xml,<svg onload=alert(1)>'),
  m('image', 'another site', 'https://evil.example/x.png'),
  m('image', 'a number', 42),
  m(
    'tags',
    'eleven tags',
    Array.from({ length: 11 }, (_, i) => `t${i}`),
  ),
  m('tags', 'a tag too long', ['x'.repeat(41)]),
  m('tags', 'a number', [42]),
  m('reviewerId', 'SQL', '1 OR 1=1'),
  m('reviewerId', 'negative', '-1'),
  m('reviewerId', 'past the integer range', '99999999999'),
  m('reviewerId', 'unknown', '999999'),
  m('replaceRedirect', 'text', 'yes'),
  m('status', 'a status of its own', 'PUBLISHED'),
  m('publishedAt', 'a date of its own', '2020-01-01T00:00:00Z'),
];

const CASES: Record<string, Mutation[]> = {
  createPost: [
    ...postCases(),
    ...markdownCases('markdown', true),
    ...markdownCases('markdownHi', false),
  ],
  updatePost: [
    ...textMutations({ path: 'title', required: true, max: 200, free: true }),
    ...slugCases('slug'),
    m('markdown', 'only spaces', '   '),
    m('markdown', 'NUL inside', STRINGS.nulInside),
    m('markdown', 'one over the maximum', 'x'.repeat(100_001)),
    m('reviewerId', 'unknown', '999999'),
  ],
  // A preview of nothing is harmless: blank Markdown may preview as nothing, or be refused.
  previewPostMarkdown: markdownCases('markdown', true).map((c) =>
    ['empty', 'only spaces', 'only tab and newline', 'only zero-width characters'].includes(c.label)
      ? { ...c, outcome: 'either' as const }
      : c,
  ),
  publishPost: [
    m('id', 'SQL', '1; DELETE FROM blog_post'),
    m('id', 'unknown', '99999999'),
    m('id', 'missing', MISSING),
    m('at', 'not a date', 'tomorrow'),
    m('at', 'a date that does not exist', '2031-02-30T10:00:00Z'),
    m('at', 'SQL', "2031-01-01'; DROP TABLE blog_post;--"),
    m('at', 'a number', 42),
    m('at', 'without its offset', '2031-01-01T10:00:00'),
    m('at', 'the year 99999', '+099999-01-01T00:00:00Z'),
  ],
};

describe('hostile input at the blog desk', () => {
  const f = {} as Fixtures;

  beforeAll(async () => {
    f.app = await startStaffApp({ rateLimitScale: 1000 });
    f.desk = await deskCaller(f.app, 'admin');
    const [doctor] = await f.app.dataSource.query(`SELECT id FROM doctor ORDER BY id LIMIT 1`);
    f.doctorId = String(doctor.id);
    const created = await f.desk.call(TARGETS.createPost.document, { input: postInput(f) });
    f.postId = created.data.createPost.id;
  });
  beforeEach(async () => {
    if (f.postId) editsBefore = await edits(f);
  });
  afterAll(async () => {
    await f.app.dataSource.query(
      `UPDATE blog_post SET status = 'DRAFT', published_at = NULL WHERE slug LIKE 'lane-c-%'`,
    );
    await f.app.close();
    expect(({} as Loose).polluted).toBeUndefined();
  });

  async function call(document: string, variables: unknown): Promise<HttpAnswer> {
    return send(f.app.url, {
      path: '/staff/graphql',
      headers: { 'content-type': 'application/json', cookie: f.desk.cookie, origin: f.app.url },
      body: JSON.stringify({ query: document, variables }),
    });
  }

  describe.each(Object.keys(CASES))('%s', (name) => {
    const target = TARGETS[name];
    it.each(
      CASES[name].map((c) => [c.label === c.path ? c.label : `${c.path}: ${c.label}`, c] as const),
    )('%s', async (_label, c) => {
      const body = mutate(target.valid(f), c.path, c.value);
      const answer = await call(target.document, target.variables(f, body));
      if (expectGraphqlOutcome(c, answer) === 'refused') {
        expect(await target.written(f, body)).toBe(0);
      }
    });
  });

  it('refuses hostile image uploads with clear answers and stores nothing', async () => {
    const images = async () =>
      (await f.app.dataSource.query(`SELECT count(*)::int AS n FROM product_image`))[0].n;
    const before = await images();
    const post = (body: string | Buffer, type = 'image/jpeg') =>
      send(f.app.url, {
        path: `/staff/api/blog/images`,
        headers: { 'content-type': type, cookie: f.desk.cookie, origin: f.app.url },
        body,
      });
    for (const [body, status] of [
      ['', 400],
      [JSON.stringify({ file: 'x' }), 415],
      ['<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 415],
      ['GIF89a\u0001\u0000\u0001\u0000', 415],
      [Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('<html>')]), 400],
    ] as const) {
      const answer = await post(body, 'application/json');
      expect({ status: answer.status, problem: refusalProblem('rest', answer) }).toEqual({
        status,
        problem: undefined,
      });
    }
    const tooBig = await post(Buffer.alloc(5 * 1024 * 1024 + 1, 1));
    expect(tooBig.status).toBe(413);
    expect(await images()).toBe(before);
    const foreign = await send(f.app.url, {
      path: `/staff/api/blog/images`,
      headers: {
        'content-type': 'image/png',
        cookie: f.desk.cookie,
        origin: 'https://evil.example',
      },
      body: 'x',
    });
    expect(foreign.status).toBe(403);
  });
});
