import { Router, type RequestHandler } from 'express';
import type { ExpensiveReads } from '../common/expensive-reads';
import { cachePublicly, CONTENT_MAX_AGE } from '../common/http-cache';
import { Language, queryLanguage } from '../common/language';
import { contextOf } from '../common/request-context';
import { textsIn } from '../common/text-versions';
import { TRANSLATED } from '../common/text-versions.resolvers';
import { assertValid, queryInt, queryText } from '../common/validation';
import { BlogPostArgs, BlogPostsArgs } from './blog.args';
import type { BlogService } from './blog.service';
import type { BlogPost } from './blog-post.entity';

export function blogJson(post: BlogPost, language: Language = Language.EN) {
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
    ...textsIn(post, TRANSLATED.blogPost, language),
  };
}

export function blogRouter({ blog, reads }: { blog: BlogService; reads: ExpensiveReads }): Router {
  const router = Router();

  router.get('/blogs', async (req, res) => {
    const language = queryLanguage(req.query.lang);
    const args = Object.assign(new BlogPostsArgs(), {
      search: queryText(req.query.search),
      tag: queryText(req.query.tag),
      limit: queryInt(req.query.limit),
    });
    await assertValid(args);
    const posts = await reads.run(contextOf(req), () => blog.list(args));
    cachePublicly(res, CONTENT_MAX_AGE);
    res.json({ blogs: posts.map((post) => blogJson(post, language)) });
  });

  router.get('/blogs/meta/tags', async (_req, res) => {
    const tags = await blog.tags();
    cachePublicly(res, CONTENT_MAX_AGE);
    res.json({ tags: tags.map(({ name }) => ({ name })) });
  });

  router.get('/blogs/:slug', async (req, res) => {
    const language = queryLanguage(req.query.lang);
    const { slug } = await assertValid(
      Object.assign(new BlogPostArgs(), { slug: req.params.slug }),
    );
    // A renamed post's old slug answers 301 to its current one, with the same query.
    const moved = await blog.redirectOf(slug);
    if (moved !== null && moved !== slug.trim()) {
      const query = req.originalUrl.indexOf('?');
      cachePublicly(res, CONTENT_MAX_AGE);
      res.redirect(
        301,
        `${req.baseUrl}/blogs/${encodeURIComponent(moved)}${query >= 0 ? req.originalUrl.slice(query) : ''}`,
      );
      return;
    }
    const post = await blog.bySlug(slug);
    const related = await blog.related(post);
    cachePublicly(res, CONTENT_MAX_AGE);
    res.json({
      blog: blogJson(post, language),
      relatedBlogs: related.map((other) => blogJson(other, language)),
    });
  });

  return router;
}

/**
 * The pages of a renamed post's old slugs, /blog/<old> and /hi/blog/<old>, answer 301 to the
 * post's current page (the query kept); a chain of renames leads straight to the newest. Cached
 * as long as the blog's other answers, not forever: a slug may be given to a new post later.
 */
export function blogPageRedirects({ blog }: { blog: BlogService }): Router {
  const router = Router();
  const redirect = (prefix: string) =>
    (async (req, res, next) => {
      const slug = String(req.params.slug);
      if (slug.length > 200) {
        next();
        return;
      }
      const moved = await blog.redirectOf(slug);
      if (moved === null || moved === slug) {
        next();
        return;
      }
      const query = req.originalUrl.indexOf('?');
      cachePublicly(res, CONTENT_MAX_AGE);
      res.redirect(
        301,
        `${prefix}/blog/${encodeURIComponent(moved)}${query >= 0 ? req.originalUrl.slice(query) : ''}`,
      );
    }) satisfies RequestHandler;
  router.get('/blog/:slug', redirect(''));
  router.get('/hi/blog/:slug', redirect('/hi'));
  return router;
}
