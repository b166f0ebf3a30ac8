import { BlogPost } from './blog-post.entity';
import { PostStatus } from './post-status';
import { getJson, graphql, startTestApp, type TestApp } from '../test/test-app';

const POSTS = `query BlogPosts($search: String, $tag: String) {
  blogPosts(search: $search, tag: $tag) {
    id slug title excerpt image publishedAt readingMinutes tags { name }
  }
}`;

interface PostItem {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  publishedAt: string;
  readingMinutes: number;
  tags: { name: string }[];
}

const DRAFT_SLUG = 'integration-test-draft';

describe('blog', () => {
  let app: TestApp;
  let all: PostItem[];

  beforeAll(async () => {
    app = await startTestApp();
    await app.dataSource.getRepository(BlogPost).delete({ slug: DRAFT_SLUG });
    await app.dataSource.getRepository(BlogPost).insert({
      slug: DRAFT_SLUG,
      title: 'Unpublished zebra-crossing draft',
      excerpt: 'Not for patients yet',
      content: '<p>Draft</p>',
      status: PostStatus.DRAFT,
      readingMinutes: 1,
    });
    all = (await graphql(app.url, POSTS)).data!.blogPosts;
  });

  afterAll(async () => {
    await app.dataSource.getRepository(BlogPost).delete({ slug: DRAFT_SLUG });
    await app.close();
  });

  describe('GraphQL', () => {
    it('lists published posts only, newest first', async () => {
      expect(all.length).toBeGreaterThanOrEqual(8);
      expect(all.map((p) => p.slug)).not.toContain(DRAFT_SLUG);
      const times = all.map((p) => Date.parse(p.publishedAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      for (const post of all) expect(post.readingMinutes).toBeGreaterThanOrEqual(1);
    });

    it('searches titles and filters by tag', async () => {
      const target = all[all.length - 1];
      const word = target.title.split(/\s+/).find((w) => w.length > 4) ?? target.title;
      const found = (await graphql(app.url, POSTS, { search: word.toLowerCase() })).data!
        .blogPosts as PostItem[];
      expect(found.map((p) => p.slug)).toContain(target.slug);

      const tag = target.tags[0].name;
      const tagged = (await graphql(app.url, POSTS, { tag: tag.toUpperCase() })).data!
        .blogPosts as PostItem[];
      expect(tagged.length).toBe(all.filter((p) => p.tags.some((t) => t.name === tag)).length);
      for (const post of tagged) expect(post.tags.map((t) => t.name)).toContain(tag);

      const draft = (await graphql(app.url, POSTS, { search: 'zebra-crossing' })).data!.blogPosts;
      expect(draft).toEqual([]);
    });

    it('returns a post with related posts that never include itself', async () => {
      for (const post of all) {
        const { data, errors } = await graphql(
          app.url,
          `
            query BlogPost($slug: String!) {
              blogPost(slug: $slug) {
                slug
                content
                relatedPosts {
                  slug
                  tags {
                    name
                  }
                }
              }
            }
          `,
          { slug: post.slug },
        );
        expect(errors).toBeUndefined();
        const related = data!.blogPost.relatedPosts as PostItem[];
        expect(related.length).toBeLessThanOrEqual(3);
        expect(related.length).toBe(Math.min(3, all.length - 1));
        expect(related.map((p) => p.slug)).not.toContain(post.slug);
        // The first related post shares at least as many tags as any post left out.
        const mine = new Set(post.tags.map((t) => t.name));
        const shared = (p: { tags: { name: string }[] }) =>
          p.tags.filter((t) => mine.has(t.name)).length;
        const relatedSlugs = new Set(related.map((p) => p.slug));
        const leftOut = all.filter((p) => p.slug !== post.slug && !relatedSlugs.has(p.slug));
        const best = Math.max(0, ...leftOut.map(shared));
        for (const r of related) expect(shared(r)).toBeGreaterThanOrEqual(best);
      }
    });

    it('answers NOT_FOUND for unknown and unpublished slugs', async () => {
      for (const slug of ['no-such-post', DRAFT_SLUG]) {
        const { errors } = await graphql(
          app.url,
          `
            query BlogPost($slug: String!) {
              blogPost(slug: $slug) {
                title
              }
            }
          `,
          { slug },
        );
        expect(errors![0].extensions!.code).toBe('NOT_FOUND');
        expect(errors![0].message).toBe('Blog post not found');
      }
    });

    it('lists the tags of published posts', async () => {
      const { data } = await graphql(
        app.url,
        `
          {
            blogTags {
              id
              name
            }
          }
        `,
      );
      const names = (data!.blogTags as { name: string }[]).map((t) => t.name);
      const used = new Set(all.flatMap((p) => p.tags.map((t) => t.name)));
      expect(new Set(names)).toEqual(used);
    });

    it('refuses a 500-character search', async () => {
      const { errors } = await graphql(app.url, POSTS, { search: 'q'.repeat(500) });
      expect(errors![0].extensions!.code).toBe('BAD_USER_INPUT');
      expect(errors![0].extensions!.fields).toHaveProperty('search');
    });
  });

  describe('REST', () => {
    it("GET /api/blogs returns { blogs } in the spec's shape", async () => {
      const { status, body } = await getJson(app.url, '/api/blogs');
      expect(status).toBe(200);
      expect(body.blogs).toHaveLength(all.length);
      expect(body.blogs[0]).toEqual({
        id: expect.any(Number),
        slug: all[0].slug,
        title: expect.any(String),
        excerpt: expect.any(String),
        content: expect.any(String),
        image: (all[0] as PostItem & { image: string | null }).image,
        tags: all[0].tags.map((t) => t.name),
        publishedAt: expect.any(String),
        readingMinutes: expect.any(Number),
      });
      const tag = all[0].tags[0].name;
      const tagged = await getJson(app.url, `/api/blogs?tag=${encodeURIComponent(tag)}`);
      for (const blog of tagged.body.blogs) expect(blog.tags).toContain(tag);
    });

    it('GET /api/blogs/:slug returns { blog, relatedBlogs }, 404 when missing', async () => {
      const { status, body } = await getJson(app.url, `/api/blogs/${all[0].slug}`);
      expect(status).toBe(200);
      expect(body.blog.slug).toBe(all[0].slug);
      expect(body.relatedBlogs.length).toBeLessThanOrEqual(3);
      expect(body.relatedBlogs.map((b: { slug: string }) => b.slug)).not.toContain(all[0].slug);

      for (const slug of ['no-such-post', DRAFT_SLUG]) {
        const missing = await getJson(app.url, `/api/blogs/${slug}`);
        expect(missing.status).toBe(404);
        expect(missing.body.error).toBe('Blog post not found');
      }
    });

    it('GET /api/blogs/meta/tags returns { tags: [{ name }] }', async () => {
      const { status, body } = await getJson(app.url, '/api/blogs/meta/tags');
      expect(status).toBe(200);
      expect(body.tags.length).toBeGreaterThan(0);
      expect(body.tags[0]).toEqual({ name: expect.any(String) });
    });

    it('GET /api/blogs with a 500-character search answers 400', async () => {
      const { status, body } = await getJson(app.url, `/api/blogs?search=${'q'.repeat(500)}`);
      expect(status).toBe(400);
      expect(body.fields).toHaveProperty('search');
    });
  });
});
