import { In } from 'typeorm';
import { BlogPost } from './blog-post.entity';
import { BlogTag } from './blog-tag.entity';
import { DEFAULT_BLOG_IMAGE } from './sanitize-post-html';
import { PostStatus } from './post-status';
import { PostWriter } from './post-writer';
import { getJson, graphql, startTestApp, type TestApp } from '../test/test-app';

const SEARCH = `query BlogPosts($search: String, $tag: String, $limit: Int) {
  blogPosts(search: $search, tag: $tag, limit: $limit) { slug tags { name } }
}`;
const POST = `query BlogPost($slug: String!) {
  blogPost(slug: $slug) { slug title content image readingMinutes tags { name } relatedPosts { slug } }
}`;

const slugsOf = async (app: TestApp, variables: Record<string, unknown>): Promise<string[]> => {
  const { data, errors } = await graphql(app.url, SEARCH, variables);
  expect(errors).toBeUndefined();
  return (data!.blogPosts as { slug: string }[]).map((p) => p.slug);
};

// Posts this file writes; each has a unique "zq" tag so the seed's posts never interfere.
const SLUGS = ['zq-anchor', 'zq-two-old', 'zq-two-new', 'zq-one', 'zq-hindi', 'zq-hostile'];
const TAGS = ['Zq One', 'Zq Two', 'Zq Three', 'सेहतजक्यू'];

describe('blog search, tags and the writing path', () => {
  let app: TestApp;
  let writer: PostWriter;

  const cleanUp = async () => {
    await app.dataSource.getRepository(BlogPost).delete({ slug: In(SLUGS) });
    await app.dataSource.getRepository(BlogTag).delete({ name: In(TAGS) });
  };

  beforeAll(async () => {
    app = await startTestApp();
    writer = new PostWriter(app.dataSource, { imageHosts: ['res.cloudinary.com'] });
    await cleanUp();
  });

  afterAll(async () => {
    await cleanUp();
    await app.close();
  });

  describe('full-text search over the seed', () => {
    it('finds a word that appears only in the body of one post', async () => {
      expect(await slugsOf(app, { search: 'isabgol' })).toEqual(['piles-friendly-diet']);
      expect(await slugsOf(app, { search: 'ISABGOL' })).toEqual(['piles-friendly-diet']);
    });

    it('matches word beginnings as a patient types', async () => {
      expect(await slugsOf(app, { search: 'isab' })).toEqual(['piles-friendly-diet']);
    });

    it('never finds words that only a draft holds', async () => {
      expect(await slugsOf(app, { search: 'barometric' })).toEqual([]);
      expect(await slugsOf(app, { search: 'monsoon' })).toEqual([]);
    });

    it('finds posts by a tag word, and needs every word to match somewhere', async () => {
      const byTag = await slugsOf(app, { search: 'hydrocele' });
      expect(byTag).toContain('hydrocele-myths-and-facts');
      expect(await slugsOf(app, { search: 'isabgol hydrocele' })).toEqual([]);
    });

    it('treats tsquery operators and punctuation as plain text, never as an error', async () => {
      for (const search of ["isabgol' & !", ':*', '(((', '\\', 'isabgol | <->']) {
        const { errors } = await graphql(app.url, SEARCH, { search });
        expect(errors).toBeUndefined();
      }
      expect(await slugsOf(app, { search: "isabgol'):* | !" })).toEqual(['piles-friendly-diet']);
      expect(await slugsOf(app, { search: '?!' })).toEqual([]);
    });

    it('combines search with a tag filter and keeps newest first', async () => {
      const both = await slugsOf(app, { search: 'laser', tag: 'recovery' });
      expect(both.length).toBeGreaterThan(0);
      const { body } = await getJson(app.url, '/api/blogs?search=laser&tag=Recovery');
      expect(body.blogs.map((b: { slug: string }) => b.slug)).toEqual(both);
      const dates = body.blogs.map((b: { publishedAt: string }) => Date.parse(b.publishedAt));
      expect(dates).toEqual([...dates].sort((a: number, b: number) => b - a));
      for (const blog of body.blogs) expect(blog.tags).toContain('Recovery');
    });

    it('caps the list with limit and refuses a limit out of range', async () => {
      expect(await slugsOf(app, { limit: 2 })).toHaveLength(2);
      const { errors } = await graphql(app.url, SEARCH, { limit: 500 });
      expect(errors![0].extensions!.code).toBe('BAD_USER_INPUT');
      expect(errors![0].extensions!.fields).toEqual({ limit: 'limit must be at most 100' });
      const rest = await getJson(app.url, '/api/blogs?limit=abc');
      expect(rest.status).toBe(400);
      expect(rest.body.fields).toHaveProperty('limit');
    });
  });

  describe('posts written through PostWriter', () => {
    it('ranks related posts by shared tags, then by recency, never the post itself', async () => {
      const base = {
        title: 'Zq',
        excerpt: 'Zq',
        content: '<p>Zq text</p>',
        status: PostStatus.PUBLISHED,
      };
      await writer.save({
        ...base,
        slug: 'zq-anchor',
        tags: 'Zq One, Zq Two, Zq Three',
        publishedAt: '2020-01-10T10:00:00+05:30',
      });
      await writer.save({
        ...base,
        slug: 'zq-two-old',
        tags: ['Zq One', 'Zq Two'],
        publishedAt: '2020-01-01T10:00:00+05:30',
      });
      await writer.save({
        ...base,
        slug: 'zq-one',
        tags: ['zq one'],
        publishedAt: '2020-01-20T10:00:00+05:30',
      });
      await writer.save({
        ...base,
        slug: 'zq-two-new',
        tags: ['ZQ TWO', 'zq three '],
        publishedAt: '2020-01-05T10:00:00+05:30',
      });

      const { data, errors } = await graphql(app.url, POST, { slug: 'zq-anchor' });
      expect(errors).toBeUndefined();
      // Two shared tags each: the newer first; then the post sharing one.
      expect(data!.blogPost.relatedPosts.map((p: { slug: string }) => p.slug)).toEqual([
        'zq-two-new',
        'zq-two-old',
        'zq-one',
      ]);
      // Tags typed in another case reuse the existing tag instead of creating a twin.
      expect(await app.dataSource.getRepository(BlogTag).countBy({ name: In(TAGS) })).toBe(3);
      expect(data!.blogPost.tags.map((t: { name: string }) => t.name)).toEqual([
        'Zq One',
        'Zq Three',
        'Zq Two',
      ]);
    });

    it('finds a Hindi word, and a tag attached later, through the index', async () => {
      await writer.save({
        slug: 'zq-hindi',
        title: 'Zq हिंदी लेख',
        excerpt: 'Zq',
        content: '<p>कब्ज़ से बचने के लिए ढक्कनफूल पिएँ।</p>',
        tags: 'Zq One',
        status: PostStatus.PUBLISHED,
      });
      expect(await slugsOf(app, { search: 'ढक्कनफूल' })).toEqual(['zq-hindi']);
      expect(await slugsOf(app, { search: 'सेहतजक्यू' })).toEqual([]);

      await writer.save({
        slug: 'zq-hindi',
        title: 'Zq हिंदी लेख',
        excerpt: 'Zq',
        content: '<p>कब्ज़ से बचने के लिए ढक्कनफूल पिएँ।</p>',
        tags: 'Zq One, सेहतजक्यू',
        status: PostStatus.PUBLISHED,
      });
      expect(await slugsOf(app, { search: 'सेहतजक्यू' })).toEqual(['zq-hindi']);
      expect(await slugsOf(app, { tag: 'सेहतजक्यू' })).toEqual(['zq-hindi']);
    });

    it('finds a post by the words of its Hindi version, and piles by बवासीर or bawaseer', async () => {
      await writer.save({
        slug: 'zq-hindi',
        title: 'Zq English only',
        excerpt: 'Zq',
        content: '<p>Zq</p>',
        tags: 'Zq One',
        status: PostStatus.PUBLISHED,
      });
      expect(await slugsOf(app, { search: 'टमटमभोज' })).toEqual([]);
      await app.dataSource.query(`UPDATE blog_post SET translations = $1 WHERE slug = 'zq-hindi'`, [
        {
          hi: { title: 'Zq टमटमभोज भोजन', excerpt: 'Zq', content: '<p>रोज़ <b>छछूंदरछाछ</b> लें।</p>' },
        },
      ]);
      expect(await slugsOf(app, { search: 'टमटमभोज' })).toEqual(['zq-hindi']);
      expect(await slugsOf(app, { search: 'छछूंदरछाछ' })).toEqual(['zq-hindi']);

      const byEnglish = await slugsOf(app, { search: 'piles' });
      expect(byEnglish.length).toBeGreaterThan(0);
      for (const search of ['बवासीर', 'bawaseer', 'Bavasir']) {
        expect(await slugsOf(app, { search })).toEqual(byEnglish);
      }
    });

    it('stores a hostile post clean: no script, no handlers, untrusted images replaced', async () => {
      const words = Array.from({ length: 250 }, (_, i) => `w${i}`).join(' ');
      await writer.save({
        slug: 'zq-hostile',
        title: 'Zq hostile',
        excerpt: 'Zq',
        image: 'https://evil.example/track.png',
        content:
          `<p onclick="alert(1)">${words}</p><script>window.__pwned = true</script>` +
          '<img src=x onerror="window.__pwned = true"><a href="javascript:alert(1)">link</a>' +
          '<svg onload="window.__pwned = true"></svg><iframe src="https://evil.example"></iframe>' +
          '<img src="https://res.cloudinary.com/demo/a.jpg" alt="ok">',
        tags: ['Zq One'],
        status: PostStatus.PUBLISHED,
      });
      const { data } = await graphql(app.url, POST, { slug: 'zq-hostile' });
      const post = data!.blogPost;
      expect(post.content).not.toMatch(/<script|onerror|onclick|onload|javascript:|<svg|<iframe/i);
      expect(post.content).toContain(`<img src="${DEFAULT_BLOG_IMAGE}" alt="" />`);
      expect(post.content).toContain(
        '<img src="https://res.cloudinary.com/demo/a.jpg" alt="ok" />',
      );
      expect(post.content).toContain('<a>link</a>');
      expect(post.image).toBe(DEFAULT_BLOG_IMAGE);
      // 250 words of text (+ "link") -> 2 minutes.
      expect(post.readingMinutes).toBe(2);

      const rest = await getJson(app.url, '/api/blogs/zq-hostile');
      expect(rest.body.blog.content).toBe(post.content);
    });

    it('refuses an invalid post with field messages and stores nothing', async () => {
      await expect(
        writer.save({
          slug: 'Not A Slug',
          title: ' ',
          excerpt: 'x',
          content: '<p>x</p>',
          tags: Array.from({ length: 11 }, (_, i) => `t${i}`),
          status: 'LIVE' as PostStatus,
        }),
      ).rejects.toMatchObject({
        code: 'VALIDATION',
        fields: {
          slug: 'slug must be lower-case letters and digits joined by single hyphens',
          title: 'title is required',
          tags: 'a post may have at most 10 tags',
          status: 'status must be DRAFT, SCHEDULED or PUBLISHED',
        },
      });
      expect(await app.dataSource.getRepository(BlogPost).countBy({ slug: 'Not A Slug' })).toBe(0);
    });
  });
});
