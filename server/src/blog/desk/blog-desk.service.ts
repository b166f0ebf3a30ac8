import type { DataSource, EntityManager } from 'typeorm';
import { DomainError, driverError } from '../../common/errors';
import type { RequestContext } from '../../common/request-context';
import { recordStaffAudit } from '../../staff/audit/record-audit';
import { BlogPost } from '../blog-post.entity';
import { PostStatus } from '../post-status';
import { postHtmlOfMarkdown, PostWriter } from '../post-writer';
import { announceContentChange } from '../../common/content-changes';
import type { DeskPostInput } from './blog-desk.inputs';
import type { DeskPost, DeskPostReviewer } from './blog-desk.types';
import { BLOG_DESK_WORDS as W } from './blog-desk-words';
import { changedFields } from '../../staff/audit/changed-fields';

/** The desk lists at most this many posts, most recently changed first. */
export const DESK_POST_LIMIT = 200;

const refuse = (field: string, message: string, code: 'VALIDATION' | 'NOT_FOUND' = 'VALIDATION') =>
  new DomainError(code, message, { [field]: message });

/** What the audit trail compares of a post (its bodies by their length: they are long). */
function audited(post: DeskPost): Record<string, unknown> {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    bodyLength: (post.markdown ?? post.content).length,
    image: post.image,
    tags: post.tags,
    status: post.status,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    reviewerId: post.reviewerId,
    titleHi: post.titleHi,
    excerptHi: post.excerptHi,
    hindiBodyLength: post.markdownHi?.length ?? 0,
  };
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/**
 * The blog desk: posts written in Markdown, saved through the one PostWriter (its sanitiser),
 * drafted, scheduled, published and taken back; a renamed post keeps its old slugs as redirects.
 * Every change is one transaction with its audit row.
 */
export class BlogDeskService {
  private readonly writer: PostWriter;

  constructor(
    private readonly dataSource: DataSource,
    private readonly imageHosts: string[],
  ) {
    this.writer = new PostWriter(dataSource, { imageHosts });
  }

  /** The HTML `markdown` is saved as: what the desk's preview shows. */
  preview(markdown: string): string {
    return postHtmlOfMarkdown(markdown, this.imageHosts);
  }

  async posts(): Promise<DeskPost[]> {
    const ids = (await this.dataSource.query(
      `SELECT id FROM blog_post ORDER BY updated_at DESC, id DESC LIMIT ${DESK_POST_LIMIT}`,
    )) as { id: number }[];
    return this.views(
      this.dataSource.manager,
      ids.map((row) => Number(row.id)),
    );
  }

  async post(id: string): Promise<DeskPost> {
    return this.byId(this.dataSource.manager, Number(id));
  }

  async reviewers(): Promise<DeskPostReviewer[]> {
    const rows = (await this.dataSource.query(
      `SELECT id, name FROM doctor ORDER BY name, id`,
    )) as DeskPostReviewer[];
    return rows.map((row) => ({ id: Number(row.id), name: row.name }));
  }

  async create(ctx: RequestContext, input: DeskPostInput): Promise<DeskPost> {
    if (!input.markdown?.trim()) throw refuse('markdown', W.bodyRequired);
    return this.write(async (manager) => {
      const slug = input.slug.trim();
      await this.claimSlug(manager, slug, null, input.replaceRedirect ?? false);
      const saved = await this.writer.saveIn(manager, {
        ...(await this.submission(manager, input)),
        status: PostStatus.DRAFT,
        publishedAt: null,
      });
      const after = await this.byId(manager, saved.id);
      await recordStaffAudit(manager, ctx, {
        action: 'post.create',
        recordType: 'blog_post',
        recordId: saved.id,
        after: audited(after),
      });
      await announceContentChange(manager, 'blog');
      return after;
    });
  }

  async update(ctx: RequestContext, id: string, input: DeskPostInput): Promise<DeskPost> {
    return this.write(async (manager) => {
      const before = await this.locked(manager, id);
      if (before.markdown !== null && input.markdown !== undefined && !input.markdown?.trim())
        throw refuse('markdown', W.bodyRequired);
      const slug = input.slug.trim();
      if (slug !== before.slug) {
        await this.claimSlug(manager, slug, before.id, input.replaceRedirect ?? false);
        // The old address keeps leading here, and every older one already does (by post id).
        await manager.query(
          `INSERT INTO blog_slug_redirect (slug, post_id) VALUES ($1, $2)
           ON CONFLICT (slug) DO UPDATE SET post_id = EXCLUDED.post_id`,
          [before.slug, before.id],
        );
      }
      await this.writer.saveIn(manager, {
        ...(await this.submission(manager, input)),
        id: before.id,
        status: before.status,
        publishedAt: before.publishedAt,
      });
      const after = await this.byId(manager, before.id);
      const [was, is] = changedFields(audited(before), audited(after));
      if (Object.keys(is).length > 0) {
        await recordStaffAudit(manager, ctx, {
          action: 'post.update',
          recordType: 'blog_post',
          recordId: before.id,
          before: was,
          after: is,
        });
        await announceContentChange(manager, 'blog');
      }
      return after;
    });
  }

  /** Out now (PUBLISHED), or at `at` when that is later (SCHEDULED). */
  async publish(ctx: RequestContext, id: string, at?: Date | null): Promise<DeskPost> {
    const now = ctx.now();
    const later = at && at.getTime() > now.getTime();
    return this.setStatus(
      ctx,
      id,
      later ? PostStatus.SCHEDULED : PostStatus.PUBLISHED,
      later ? at : now,
    );
  }

  /** Back to a draft: gone from every public list, page, feed and the sitemap. */
  async unpublish(ctx: RequestContext, id: string): Promise<DeskPost> {
    return this.setStatus(ctx, id, PostStatus.DRAFT, null);
  }

  private async setStatus(
    ctx: RequestContext,
    id: string,
    status: PostStatus,
    publishedAt: Date | null,
  ): Promise<DeskPost> {
    return this.write(async (manager) => {
      const before = await this.locked(manager, id);
      // A post published again keeps the date it first went out with.
      const keepDate =
        status === PostStatus.PUBLISHED &&
        before.status === PostStatus.PUBLISHED &&
        before.publishedAt !== null;
      if (before.status === status && (keepDate || status === PostStatus.DRAFT)) return before;
      await manager.query(`UPDATE blog_post SET status = $2, published_at = $3 WHERE id = $1`, [
        before.id,
        status,
        publishedAt,
      ]);
      const action = {
        [PostStatus.PUBLISHED]: 'post.publish',
        [PostStatus.SCHEDULED]: 'post.schedule',
        [PostStatus.DRAFT]: 'post.unpublish',
      }[status];
      await recordStaffAudit(manager, ctx, {
        action,
        recordType: 'blog_post',
        recordId: before.id,
        before: { status: before.status, publishedAt: before.publishedAt?.toISOString() ?? null },
        after: { status, publishedAt: publishedAt?.toISOString() ?? null },
      });
      await announceContentChange(manager, 'blog');
      return this.byId(manager, before.id);
    });
  }

  /** The writer's submission of a desk input (its reviewer checked against the doctors). */
  private async submission(manager: EntityManager, input: DeskPostInput) {
    let reviewerId: number | null = null;
    if (input.reviewerId) {
      const [doctor] = (await manager.query(`SELECT id FROM doctor WHERE id = $1`, [
        Number(input.reviewerId),
      ])) as { id: number }[];
      if (!doctor) throw refuse('reviewerId', W.reviewerUnknown);
      reviewerId = Number(doctor.id);
    }
    const image = input.image?.trim() || null;
    if (image !== null && !image.startsWith('/images/')) throw refuse('image', W.image);
    return {
      slug: input.slug.trim(),
      title: input.title,
      excerpt: input.excerpt,
      ...(input.markdown?.trim() ? { markdown: input.markdown } : {}),
      image,
      tags: input.tags ?? [],
      reviewerId,
      hindi: { title: input.titleHi, excerpt: input.excerptHi, markdown: input.markdownHi },
    };
  }

  /**
   * Makes `slug` free for the post `ownId` (null: a new post): no other post may have it; a
   * redirect to another post is taken over only when asked; one to this post simply ends.
   */
  private async claimSlug(
    manager: EntityManager,
    slug: string,
    ownId: number | null,
    replaceRedirect: boolean,
  ): Promise<void> {
    const [other] = (await manager.query(
      `SELECT id FROM blog_post WHERE slug = $1 AND id IS DISTINCT FROM $2`,
      [slug, ownId],
    )) as { id: number }[];
    if (other) throw refuse('slug', W.slugTaken);
    const [redirect] = (await manager.query(
      `SELECT post_id AS "postId" FROM blog_slug_redirect WHERE slug = $1 FOR UPDATE`,
      [slug],
    )) as { postId: number }[];
    if (!redirect) return;
    if (Number(redirect.postId) !== ownId && !replaceRedirect) {
      throw refuse('slug', W.slugRedirects);
    }
    await manager.query(`DELETE FROM blog_slug_redirect WHERE slug = $1`, [slug]);
  }

  private async locked(manager: EntityManager, id: string): Promise<DeskPost> {
    const [row] = /^[1-9]\d{0,8}$/.test(id)
      ? ((await manager.query(`SELECT id FROM blog_post WHERE id = $1 FOR UPDATE`, [
          Number(id),
        ])) as { id: number }[])
      : [];
    if (!row) throw refuse('id', W.postNotFound, 'NOT_FOUND');
    return this.byId(manager, Number(row.id));
  }

  private async byId(manager: EntityManager, id: number): Promise<DeskPost> {
    const [post] = await this.views(manager, [id]);
    if (!post) throw refuse('id', W.postNotFound, 'NOT_FOUND');
    return post;
  }

  private async views(manager: EntityManager, ids: number[]): Promise<DeskPost[]> {
    if (ids.length === 0) return [];
    // One after another: inside a write's transaction the manager has one connection, and pg
    // refuses (from pg 9; it warns now) a query sent while another runs on it.
    const posts = await manager
      .getRepository(BlogPost)
      .createQueryBuilder('p')
      .whereInIds(ids)
      .getMany();
    const tags = (await manager.query(
      `SELECT pt.blog_post_id AS "postId", t.name FROM blog_post_tag pt
       JOIN blog_tag t ON t.id = pt.blog_tag_id WHERE pt.blog_post_id = ANY($1::int[])
       ORDER BY t.name`,
      [ids],
    )) as { postId: number; name: string }[];
    const redirects = (await manager.query(
      `SELECT post_id AS "postId", slug FROM blog_slug_redirect WHERE post_id = ANY($1::int[])
       ORDER BY created_at DESC, slug`,
      [ids],
    )) as { postId: number; slug: string }[];
    const doctors = (await manager.query(
      `SELECT d.id, d.name FROM doctor d
       WHERE d.id IN (SELECT reviewer_id FROM blog_post WHERE id = ANY($1::int[]))`,
      [ids],
    )) as { id: number; name: string }[];
    const byId = new Map(posts.map((post) => [Number(post.id), post]));
    const doctorName = new Map(doctors.map((d) => [Number(d.id), d.name]));
    return ids
      .map((id) => byId.get(id))
      .filter((post): post is BlogPost => post !== undefined)
      .map((post) => {
        const hindi = post.translations?.hi ?? {};
        return {
          id: Number(post.id),
          slug: post.slug,
          title: post.title,
          excerpt: post.excerpt,
          markdown: post.markdown,
          content: post.content,
          image: post.image,
          tags: tags.filter((t) => Number(t.postId) === Number(post.id)).map((t) => t.name),
          status: post.status,
          publishedAt: post.publishedAt,
          reviewerId: post.reviewerId === null ? null : Number(post.reviewerId),
          reviewerName:
            post.reviewerId === null ? null : (doctorName.get(Number(post.reviewerId)) ?? null),
          titleHi: text(hindi.title),
          excerptHi: text(hindi.excerpt),
          markdownHi: text(hindi.markdown),
          oldSlugs: redirects
            .filter((r) => Number(r.postId) === Number(post.id))
            .map((r) => r.slug),
          readingMinutes: post.readingMinutes,
          updatedAt: post.updatedAt,
        };
      });
  }

  /** A transaction whose slug races end as the slug's message, not a 500. */
  private async write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      const { code, constraint } = driverError(error);
      // The post's unique slug, or the redirect's primary key: both are the slug.
      if (code === '23505' && constraint) throw refuse('slug', W.slugTaken);
      throw error;
    }
  }
}
