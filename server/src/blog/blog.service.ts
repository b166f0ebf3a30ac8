import { In, type DataSource } from 'typeorm';
import { systemClock, type Clock } from '../common/clock';
import { DomainError } from '../common/errors';
import { BlogPost } from './blog-post.entity';
import { BlogTag } from './blog-tag.entity';
import { BlogSlugRedirect } from './blog-slug-redirect.entity';
import { postIsOut, postIsOutAt } from './post-status';
import { prefixQuery } from './search-query';

export interface BlogQuery {
  search?: string;
  tag?: string;
  /** At most this many posts (default 50). */
  limit?: number;
}

export const RELATED_POSTS = 3;
export const DEFAULT_LIST_LIMIT = 50;
export const MAX_LIST_LIMIT = 100;

export class BlogService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock = systemClock,
  ) {}

  private get posts() {
    return this.dataSource.getRepository(BlogPost);
  }

  /**
   * Posts that are out (published, or scheduled and due by the clinic's clock), newest first, each with all of its tags. `search` matches words (and word
   * beginnings) of the title, tags, excerpt and text through the full-text index; every word must
   * match somewhere.
   */
  async list(query: BlogQuery = {}): Promise<BlogPost[]> {
    const qb = this.posts
      .createQueryBuilder('p')
      .select('p.id', 'id')
      .where(postIsOut('p'), { publicNow: this.clock.now() })
      .orderBy('p.publishedAt', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .limit(query.limit ?? DEFAULT_LIST_LIMIT);

    if (query.search?.trim()) {
      const tsquery = prefixQuery(query.search);
      // Only punctuation typed: nothing can match it.
      if (tsquery === undefined) return [];
      qb.andWhere(`p.search_vector @@ to_tsquery('simple', :tsquery)`, { tsquery });
    }
    const tag = query.tag?.trim();
    if (tag && tag.toLowerCase() !== 'all') {
      const tagged = this.posts
        .createQueryBuilder('fp')
        .select('1')
        .innerJoin('fp.tags', 'ft')
        .where('fp.id = p.id')
        .andWhere('lower(ft.name) = lower(:tag)');
      qb.andWhere(`EXISTS (${tagged.getQuery()})`, { tag });
    }
    const ids = (await qb.getRawMany<{ id: number }>()).map((row) => Number(row.id));
    return this.withTags(ids);
  }

  /**
   * The posts of `ids` in that order, each with its tags sorted by name. Tags come in a second
   * query: joined, every post's HTML would travel once per tag.
   */
  private async withTags(ids: number[]): Promise<BlogPost[]> {
    if (ids.length === 0) return [];
    const [found, links] = await Promise.all([
      this.posts.findBy({ id: In(ids) }),
      this.dataSource
        .createQueryBuilder()
        .select('pt.blog_post_id', 'postId')
        .addSelect('t.id', 'id')
        .addSelect('t.name', 'name')
        .from('blog_post_tag', 'pt')
        .innerJoin(BlogTag, 't', 't.id = pt.blog_tag_id')
        .where('pt.blog_post_id IN (:...ids)', { ids })
        .orderBy('t.name', 'ASC')
        .getRawMany<{ postId: number; id: number; name: string }>(),
    ]);
    const tagsOf = new Map<number, BlogTag[]>();
    for (const { postId, id, name } of links) {
      const tags = tagsOf.get(Number(postId)) ?? [];
      tags.push(Object.assign(new BlogTag(), { id: Number(id), name }));
      tagsOf.set(Number(postId), tags);
    }
    const byId = new Map(found.map((p) => [p.id, p]));
    return ids
      .map((id) => byId.get(id))
      .filter((p): p is BlogPost => p !== undefined)
      .map((p) => Object.assign(p, { tags: tagsOf.get(p.id) ?? [] }));
  }

  /**
   * A post that is out, by its slug or by a slug it had before (a renamed post answers to its old
   * slugs too); drafts and scheduled posts before their time are as unknown as missing slugs.
   */
  async bySlug(slug: string): Promise<BlogPost> {
    const wanted = slug.trim();
    const post =
      (await this.outPost('p.slug = :slug', wanted)) ??
      (await this.outPost(
        `p.id = (SELECT r.post_id FROM blog_slug_redirect r WHERE r.slug = :slug)`,
        wanted,
      ));
    if (!post) throw new DomainError('NOT_FOUND', 'Blog post not found');
    return post;
  }

  private async outPost(where: string, slug: string): Promise<BlogPost | null> {
    const found = await this.posts
      .createQueryBuilder('p')
      .leftJoinAndSelect('p.tags', 't')
      .leftJoinAndSelect('p.reviewer', 'reviewer')
      .where(where, { slug })
      .andWhere(postIsOut('p'), { publicNow: this.clock.now() })
      .orderBy('t.name', 'ASC')
      .getOne();
    return found;
  }

  /**
   * The current slug of the post that is out and once had `slug`, when `slug` is an old one;
   * null when it is no post's old slug, or that post is not out. The old addresses answer 301.
   */
  async redirectOf(slug: string): Promise<string | null> {
    const [row] = (await this.dataSource
      .getRepository(BlogSlugRedirect)
      .createQueryBuilder('r')
      .innerJoin(BlogPost, 'p', 'p.id = r.post_id')
      .select('p.slug', 'slug')
      .where('r.slug = :slug', { slug: slug.trim() })
      .andWhere(postIsOut('p'), { publicNow: this.clock.now() })
      .getRawMany()) as { slug: string }[];
    return row?.slug ?? null;
  }

  /** Posts that are out sharing the most tags with `post`, then the newest; never `post` itself. */
  async related(post: Pick<BlogPost, 'id'>, limit = RELATED_POSTS): Promise<BlogPost[]> {
    const [related] = await this.relatedToMany([post.id], limit);
    return related;
  }

  /**
   * `related` for many posts in three queries whatever their number (a list of posts each
   * showing its related ones): one ranks the candidates of every post, two load them with tags.
   */
  async relatedToMany(postIds: readonly number[], limit = RELATED_POSTS): Promise<BlogPost[][]> {
    if (postIds.length === 0) return [];
    const ranked = (await this.dataSource.query(
      `SELECT s.source_id AS "sourceId", r.id
       FROM unnest($1::int[]) AS s(source_id)
       CROSS JOIN LATERAL (
         SELECT p.id, row_number() OVER (
             ORDER BY count(pt.blog_tag_id) DESC, p.published_at DESC, p.id DESC) AS rank
         FROM blog_post p
         LEFT JOIN blog_post_tag pt ON pt.blog_post_id = p.id AND pt.blog_tag_id IN (
           SELECT own.blog_tag_id FROM blog_post_tag own WHERE own.blog_post_id = s.source_id)
         WHERE ${postIsOutAt('p', '$2')} AND p.id <> s.source_id
         GROUP BY p.id
         ORDER BY rank
         LIMIT $3
       ) r
       ORDER BY s.source_id, r.rank`,
      [postIds, this.clock.now(), limit],
    )) as { sourceId: number; id: number }[];
    const posts = await this.withTags([...new Set(ranked.map((row) => Number(row.id)))]);
    const byId = new Map(posts.map((post) => [post.id, post]));
    const relatedOf = new Map<number, BlogPost[]>();
    for (const { sourceId, id } of ranked) {
      const post = byId.get(Number(id));
      if (!post) continue;
      const list = relatedOf.get(Number(sourceId)) ?? [];
      list.push(post);
      relatedOf.set(Number(sourceId), list);
    }
    return postIds.map((id) => relatedOf.get(Number(id)) ?? []);
  }

  /** Tags of posts that are out, alphabetical. */
  async tags(): Promise<BlogTag[]> {
    const used = this.posts
      .createQueryBuilder('tp')
      .select('1')
      .innerJoin('tp.tags', 'tt')
      .where('tt.id = t.id')
      .andWhere(postIsOut('tp'));
    return this.dataSource
      .getRepository(BlogTag)
      .createQueryBuilder('t')
      .where(`EXISTS (${used.getQuery()})`, { publicNow: this.clock.now() })
      .orderBy('t.name', 'ASC')
      .getMany();
  }
}
