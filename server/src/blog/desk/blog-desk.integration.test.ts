import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { deskCaller, type DeskCaller } from '../../test/pharmacy';
import { codeOf, MINUTE, startStaffApp, type StaffApp } from '../../test/staff';
import { getJson, graphql } from '../../test/test-app';
import { BLOG_DESK_WORDS as W } from './blog-desk-words';

// The blog desk through /staff/graphql and the real public doors: Markdown saved as sanitised
// HTML, drafts and scheduled posts invisible everywhere public until their time (the app's
// clock moved by hand), unpublish, audit rows, and renamed slugs answering 301 (chains too).

const FIELDS = `id slug title excerpt markdown content image tags status publishedAt reviewerId
  reviewerName titleHi excerptHi markdownHi oldSlugs readingMinutes`;
const CREATE = `mutation C($input: DeskPostInput!) { createPost(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation U($id: ID!, $input: DeskPostInput!) {
  updatePost(id: $id, input: $input) { ${FIELDS} } }`;
const PUBLISH = `mutation P($id: ID!, $at: String) { publishPost(id: $id, at: $at) { ${FIELDS} } }`;
const UNPUBLISH = `mutation U($id: ID!) { unpublishPost(id: $id) { ${FIELDS} } }`;
const PREVIEW = `query P($markdown: String!) { previewPostMarkdown(markdown: $markdown) }`;
const POSTS = `{ deskPosts { id slug status } }`;
const REVIEWERS = `{ deskPostReviewers { id name } }`;

const PUBLIC_POST = `query B($slug: String!) { blogPost(slug: $slug) { slug title content } }`;
const PUBLIC_LIST = `{ blogPosts(limit: 100) { slug } blogTags { name } }`;

describe('the blog desk', () => {
  let app: StaffApp;
  let admin: DeskCaller;

  beforeAll(async () => {
    app = await startStaffApp({ rateLimitScale: 1000 });
    admin = await deskCaller(app, 'admin');
  });
  afterAll(async () => {
    // The public blog the next suites read is the demo's again.
    await app.dataSource.query(
      `UPDATE blog_post SET status = 'DRAFT', published_at = NULL WHERE slug LIKE 'lane-c-%'`,
    );
    await app.close();
  });

  const slugOf = (label: string) => `lane-c-${label}-${randomUUID().slice(0, 8)}`;
  const input = (overrides: Record<string, unknown> = {}) => ({
    title: 'Fibre and piles: what to eat',
    slug: slugOf('post'),
    excerpt: 'Simple food changes that ease piles.',
    markdown: '# Eat fibre\n\nDrink **water**. See [our doctors](/doctors).\n\n- oats\n- dal',
    tags: ['Piles', 'Diet'],
    ...overrides,
  });
  const audit = (id: string | number) =>
    app.dataSource.query(
      `SELECT action, actor_name, before, after FROM audit_entry
       WHERE record_type = 'blog_post' AND record_id = $1 ORDER BY id`,
      [String(id)],
    );
  const create = async (overrides: Record<string, unknown> = {}) => {
    const answer = await admin.call(CREATE, { input: input(overrides) });
    expect(answer.errors).toBeUndefined();
    return answer.data.createPost as Record<string, string & string[]>;
  };
  /** Every public door that could show the post, by slug: true where it shows. */
  async function publicly(slug: string, title: string) {
    const [page, list, rest, restList, sitemap, search] = await Promise.all([
      graphql(app.url, PUBLIC_POST, { slug }),
      graphql(app.url, PUBLIC_LIST),
      getJson(app.url, `/api/blogs/${slug}`),
      getJson(app.url, `/api/blogs?limit=100`),
      fetch(`${app.url}/sitemap.xml`).then((r) => r.text()),
      graphql(
        app.url,
        `
          query S($q: String!) {
            search(q: $q) {
              posts {
                path
              }
            }
          }
        `,
        {
          q: title,
        },
      ),
    ]);
    return {
      graphqlPost: page.data?.blogPost?.slug === slug,
      graphqlList: (list.data?.blogPosts ?? []).some((p: { slug: string }) => p.slug === slug),
      restPost: rest.status === 200,
      restList: restList.body.blogs.some((p: { slug: string }) => p.slug === slug),
      sitemap: sitemap.includes(`/blog/${slug}<`),
      search: JSON.stringify(search.data ?? search.errors).includes(`/blog/${slug}`),
    };
  }
  const nowhere = {
    graphqlPost: false,
    graphqlList: false,
    restPost: false,
    restList: false,
    sitemap: false,
    search: false,
  };
  const everywhere = Object.fromEntries(Object.keys(nowhere).map((k) => [k, true]));

  it('previews Markdown as the sanitised HTML it is saved as', async () => {
    const answer = await admin.call(PREVIEW, {
      markdown:
        '# Title\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1)) ![a](/images/a.webp)',
    });
    expect(answer.errors).toBeUndefined();
    const html: string = answer.data.previewPostMarkdown;
    expect(html).toContain('<h2>Title</h2>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('href="javascript');
    expect(html).toContain('<img src="/images/a.webp" alt="a" />');
  });

  it('creates a draft from Markdown with an audit row; drafts are invisible everywhere public', async () => {
    const reviewers = (await admin.call(REVIEWERS)).data.deskPostReviewers;
    expect(reviewers.length).toBeGreaterThan(0);
    const post = await create({
      reviewerId: reviewers[0].id,
      titleHi: 'फाइबर और बवासीर',
      markdownHi: '## खाना\n\nपानी पिएँ।',
    });
    expect(post).toMatchObject({
      status: 'DRAFT',
      publishedAt: null,
      tags: ['Diet', 'Piles'],
      reviewerId: reviewers[0].id,
      reviewerName: reviewers[0].name,
      titleHi: 'फाइबर और बवासीर',
      markdownHi: '## खाना\n\nपानी पिएँ।',
      oldSlugs: [],
    });
    expect(post.markdown).toContain('# Eat fibre');
    expect(post.content).toContain('<h2>Eat fibre</h2>');
    expect(post.content).toContain('<strong>water</strong>');
    expect(await audit(post.id)).toEqual([
      expect.objectContaining({
        action: 'post.create',
        actor_name: admin.name,
        after: expect.objectContaining({ slug: post.slug, status: 'DRAFT' }),
      }),
    ]);
    expect(await publicly(post.slug, post.title)).toEqual(nowhere);
    const hindi = await getJson(app.url, `/api/blogs/${post.slug}?lang=hi`);
    expect(hindi.status).toBe(404);
  });

  it('publishes, edits and unpublishes, each audited; published posts show everywhere', async () => {
    const title = `Haemorrhoid care ${randomUUID().slice(0, 6)}`;
    const [doctor] = (await admin.call(REVIEWERS)).data.deskPostReviewers;
    const post = await create({
      title,
      titleHi: 'देखभाल',
      markdownHi: 'हिंदी *पाठ*',
      reviewerId: doctor.id,
    });
    const published = await admin.call(PUBLISH, { id: post.id });
    expect(published.data.publishPost).toMatchObject({ status: 'PUBLISHED' });
    expect(await publicly(post.slug, title)).toEqual(everywhere);
    // The page's medical-review line names the reviewing doctor.
    const reviewed = await graphql(
      app.url,
      `
        query B($slug: String!) {
          blogPost(slug: $slug) {
            reviewer {
              id
              name
            }
          }
        }
      `,
      { slug: post.slug },
    );
    expect(reviewed.data?.blogPost.reviewer).toEqual({ id: doctor.id, name: doctor.name });
    const hindi = await getJson(app.url, `/api/blogs/${post.slug}?lang=hi`);
    expect(hindi.body.blog).toMatchObject({ title: 'देखभाल', content: '<p>हिंदी <em>पाठ</em></p>' });

    const edited = await admin.call(UPDATE, {
      id: post.id,
      input: input({ slug: post.slug, title, markdown: 'New body', tags: [] }),
    });
    expect(edited.errors).toBeUndefined();
    expect(edited.data.updatePost).toMatchObject({ content: '<p>New body</p>', tags: [] });
    expect(edited.data.updatePost.status).toBe('PUBLISHED');

    const unpublished = await admin.call(UNPUBLISH, { id: post.id });
    expect(unpublished.data.unpublishPost).toMatchObject({ status: 'DRAFT', publishedAt: null });
    expect(await publicly(post.slug, title)).toEqual(nowhere);
    expect((await audit(post.id)).map((row: { action: string }) => row.action)).toEqual([
      'post.create',
      'post.publish',
      'post.update',
      'post.unpublish',
    ]);
  });

  it('keeps 301s from every old slug to the newest, on pages, REST and GraphQL', async () => {
    const first = slugOf('first');
    const post = await create({ slug: first });
    await admin.call(PUBLISH, { id: post.id });
    const second = slugOf('second');
    const third = slugOf('third');
    for (const slug of [second, third]) {
      const renamed = await admin.call(UPDATE, { id: post.id, input: input({ slug }) });
      expect(renamed.errors).toBeUndefined();
    }
    const after = (
      await admin.call(`query Q($id: ID!) { deskPost(id: $id) { oldSlugs } }`, {
        id: post.id,
      })
    ).data.deskPost;
    expect([...after.oldSlugs].sort()).toEqual([first, second].sort());

    for (const old of [first, second]) {
      for (const [path, target] of [
        [`/blog/${old}`, `/blog/${third}`],
        [`/hi/blog/${old}`, `/hi/blog/${third}`],
        [`/api/blogs/${old}?lang=hi`, `/api/blogs/${third}?lang=hi`],
      ]) {
        const response = await fetch(`${app.url}${path}`, { redirect: 'manual' });
        expect([path, response.status]).toEqual([path, 301]);
        expect(response.headers.get('location')).toBe(target);
      }
      const byOld = await graphql(app.url, PUBLIC_POST, { slug: old });
      expect(byOld.data?.blogPost.slug).toBe(third);
    }
    const audits = await audit(post.id);
    expect(audits.at(-1)).toMatchObject({
      action: 'post.update',
      before: { slug: second },
      after: { slug: third },
    });

    // A new post cannot take a slug that redirects elsewhere, unless it replaces the redirect.
    const taken = await admin.call(CREATE, { input: input({ slug: first }) });
    expect(taken.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { slug: W.slugRedirects },
    });
    const replaced = await admin.call(CREATE, {
      input: input({ slug: first, replaceRedirect: true }),
    });
    expect(replaced.errors).toBeUndefined();
    const old = await fetch(`${app.url}/blog/${first}`, { redirect: 'manual' });
    expect(old.status).not.toBe(301);
    // Renaming back to an old slug of its own simply takes it back.
    const back = await admin.call(UPDATE, { id: post.id, input: input({ slug: second }) });
    expect(back.errors).toBeUndefined();
    expect([...back.data.updatePost.oldSlugs].sort()).toEqual([third].sort());
    const toSecond = await fetch(`${app.url}/blog/${third}`, { redirect: 'manual' });
    expect(toSecond.headers.get('location')).toBe(`/blog/${second}`);
  });

  it('refuses bad input with the field named, and writes nothing', async () => {
    const count = async () =>
      (await app.dataSource.query(`SELECT count(*)::int AS n FROM blog_post`))[0].n as number;
    const before = await count();
    const existing = await create();
    const cases: [Record<string, unknown>, string][] = [
      [{ slug: 'Not A Slug' }, 'slug'],
      [{ slug: existing.slug }, 'slug'],
      [{ title: '' }, 'title'],
      [{ excerpt: 'x'.repeat(501) }, 'excerpt'],
      [{ markdown: '   ' }, 'markdown'],
      [{ markdown: 'x'.repeat(100_001) }, 'markdown'],
      [{ reviewerId: '999999' }, 'reviewerId'],
      [{ image: 'https://evil.example/x.png' }, 'image'],
      [{ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'tags'],
    ];
    for (const [overrides, field] of cases) {
      const answer = await admin.call(CREATE, { input: input(overrides) });
      expect([field, codeOf(answer)]).toEqual([field, 'BAD_USER_INPUT']);
      expect(Object.keys(answer.errors?.[0].extensions?.fields as object)).toContain(field);
    }
    expect(await count()).toBe(before + 1);
    const unknown = await admin.call(PUBLISH, { id: '99999999' });
    expect(codeOf(unknown)).toBe('NOT_FOUND');
  });

  it('lets only an admin use the desk', async () => {
    for (const role of ['reception', 'pharmacy', 'doctor'] as const) {
      const other = await deskCaller(app, role);
      for (const query of [POSTS, REVIEWERS]) {
        expect(codeOf(await other.call(query))).toBe('FORBIDDEN');
      }
      expect(codeOf(await other.call(CREATE, { input: input() }))).toBe('FORBIDDEN');
      const upload = await fetch(`${app.url}/staff/api/blog/images`, {
        method: 'POST',
        headers: { cookie: other.cookie, origin: app.url },
        body: new Uint8Array(await tinyPng()),
      });
      expect(upload.status).toBe(403);
    }
    const listed = await admin.call(POSTS);
    expect(listed.data.deskPosts.length).toBeGreaterThan(0);
  });

  it('uploads post images as WebP and serves them as immutable', async () => {
    const upload = await fetch(`${app.url}/staff/api/blog/images`, {
      method: 'POST',
      headers: { cookie: admin.cookie, origin: app.url },
      body: new Uint8Array(await tinyPng()),
    });
    expect(upload.status).toBe(201);
    const { path } = (await upload.json()) as { path: string };
    expect(path).toMatch(/^\/images\/uploads\/[0-9a-f]{64}-800\.webp$/);
    const served = await fetch(`${app.url}${path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(served.headers.get('content-type')).toBe('image/webp');
    const post = await create({ image: path, markdown: `![Chart](${path})` });
    expect(post.image).toBe(path);
    expect(post.content).toContain(`<img src="${path}" alt="Chart" />`);

    const notImage = await fetch(`${app.url}/staff/api/blog/images`, {
      method: 'POST',
      headers: { cookie: admin.cookie, origin: app.url },
      body: '<svg onload="alert(1)"/>',
    });
    expect(notImage.status).toBe(415);
  });
  it('shows a scheduled post at its time by the clock, and never before', async () => {
    const title = `Scheduled winter piles ${randomUUID().slice(0, 6)}`;
    const post = await create({ title });
    const at = new Date(app.clock.now().getTime() + 90 * MINUTE);
    const scheduled = await admin.call(PUBLISH, { id: post.id, at: at.toISOString() });
    expect(scheduled.data.publishPost).toMatchObject({
      status: 'SCHEDULED',
      publishedAt: at.toISOString(),
    });
    expect(await publicly(post.slug, title)).toEqual(nowhere);
    app.clock.advance(89 * MINUTE);
    expect(await publicly(post.slug, title)).toEqual(nowhere);
    app.clock.advance(1 * MINUTE);
    expect(await publicly(post.slug, title)).toEqual(everywhere);
    expect((await audit(post.id)).map((row: { action: string }) => row.action)).toContain(
      'post.schedule',
    );
    // The session has idled out meanwhile: a new one takes the post back.
    admin = await deskCaller(app, 'admin');
    await admin.call(UNPUBLISH, { id: post.id });
  });
});

function tinyPng(): Promise<Buffer> {
  return sharp({
    create: { width: 4, height: 4, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .png()
    .toBuffer();
}
