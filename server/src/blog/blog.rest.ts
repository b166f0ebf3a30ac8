import { Router } from 'express';
import type { ExpensiveReads } from '../common/expensive-reads';
import { cachePublicly, CONTENT_MAX_AGE } from '../common/http-cache';
import { contextOf } from '../common/request-context';
import { assertValid, queryInt, queryText } from '../common/validation';
import { BlogPostArgs, BlogPostsArgs } from './blog.args';
import type { BlogService } from './blog.service';
import type { BlogPost } from './blog-post.entity';

export function blogJson(post: BlogPost) {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    image: post.image,
    tags: (post.tags ?? []).map((tag) => tag.name),
    publishedAt: post.publishedAt?.toISOString() ?? null,
    readingMinutes: post.readingMinutes,
  };
}

export function blogRouter({ blog, reads }: { blog: BlogService; reads: ExpensiveReads }): Router {
  const router = Router();

  router.get('/blogs', async (req, res) => {
    const args = Object.assign(new BlogPostsArgs(), {
      search: queryText(req.query.search),
      tag: queryText(req.query.tag),
      limit: queryInt(req.query.limit),
    });
    await assertValid(args);
    const posts = await reads.run(contextOf(req), () => blog.list(args));
    cachePublicly(res, CONTENT_MAX_AGE);
    res.json({ blogs: posts.map(blogJson) });
  });

  router.get('/blogs/meta/tags', async (_req, res) => {
    const tags = await blog.tags();
    cachePublicly(res, CONTENT_MAX_AGE);
    res.json({ tags: tags.map(({ name }) => ({ name })) });
  });

  router.get('/blogs/:slug', async (req, res) => {
    const { slug } = await assertValid(
      Object.assign(new BlogPostArgs(), { slug: req.params.slug }),
    );
    const post = await blog.bySlug(slug);
    const related = await blog.related(post);
    cachePublicly(res, CONTENT_MAX_AGE);
    res.json({ blog: blogJson(post), relatedBlogs: related.map(blogJson) });
  });

  return router;
}
