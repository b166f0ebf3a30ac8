import { In, type DataSource } from 'typeorm';
import { DomainError } from '../common/errors';
import { likePattern } from '../common/like-pattern';
import { BlogPost } from './blog-post.entity';
import { BlogTag } from './blog-tag.entity';
import { PostStatus } from './post-status';

export interface BlogQuery {
  search?: string;
  tag?: string;
}

export const RELATED_POSTS = 3;

export class BlogService {
  constructor(private readonly dataSource: DataSource) {}

  private get posts() {
    return this.dataSource.getRepository(BlogPost);
  }

  /** Published posts, newest first, each with all of its tags. */
  async list(query: BlogQuery = {}): Promise<BlogPost[]> {
    const qb = this.posts
      .createQueryBuilder('p')
      .leftJoinAndSelect('p.tags', 't')
      .where('p.status = :published', { published: PostStatus.PUBLISHED })
      .orderBy('p.publishedAt', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .addOrderBy('t.name', 'ASC');

    const search = query.search?.trim();
    if (search) {
      const tagMatch = this.posts
        .createQueryBuilder('sp')
        .select('1')
        .innerJoin('sp.tags', 'st')
        .where('sp.id = p.id')
        .andWhere('st.name ILIKE :pattern');
      qb.andWhere(
        `(p.title ILIKE :pattern OR p.excerpt ILIKE :pattern OR p.content ILIKE :pattern OR EXISTS (${tagMatch.getQuery()}))`,
        { pattern: likePattern(search) },
      );
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
    return qb.getMany();
  }

  /** A published post; drafts are as unknown as missing slugs. */
  async bySlug(slug: string): Promise<BlogPost> {
    const post = await this.posts.findOne({
      where: { slug: slug.trim(), status: PostStatus.PUBLISHED },
      relations: { tags: true },
      order: { tags: { name: 'ASC' } },
    });
    if (!post) throw new DomainError('NOT_FOUND', 'Blog post not found');
    return post;
  }

  /** Published posts sharing the most tags with `post`, then the newest; never `post` itself. */
  async related(post: Pick<BlogPost, 'id' | 'tags'>, limit = RELATED_POSTS): Promise<BlogPost[]> {
    const tagIds = (post.tags ?? []).map((tag) => tag.id);
    const qb = this.posts
      .createQueryBuilder('p')
      .select('p.id', 'id')
      .where('p.status = :published', { published: PostStatus.PUBLISHED })
      .andWhere('p.id <> :id', { id: post.id })
      .groupBy('p.id')
      .limit(limit);
    if (tagIds.length > 0) {
      qb.leftJoin('p.tags', 't', 't.id IN (:...tagIds)', { tagIds }).addSelect(
        'COUNT(t.id)',
        'shared',
      );
      qb.orderBy('COUNT(t.id)', 'DESC');
    }
    qb.addOrderBy('p.publishedAt', 'DESC').addOrderBy('p.id', 'DESC');
    const ids = (await qb.getRawMany<{ id: number }>()).map((row) => Number(row.id));
    if (ids.length === 0) return [];
    const found = await this.posts.find({
      where: { id: In(ids) },
      relations: { tags: true },
    });
    const byId = new Map(found.map((p) => [p.id, p]));
    return ids.map((id) => byId.get(id)).filter((p): p is BlogPost => p !== undefined);
  }

  /** Tags of published posts, alphabetical. */
  async tags(): Promise<BlogTag[]> {
    const used = this.posts
      .createQueryBuilder('tp')
      .select('1')
      .innerJoin('tp.tags', 'tt')
      .where('tt.id = t.id')
      .andWhere('tp.status = :published');
    return this.dataSource
      .getRepository(BlogTag)
      .createQueryBuilder('t')
      .where(`EXISTS (${used.getQuery()})`, { published: PostStatus.PUBLISHED })
      .orderBy('t.name', 'ASC')
      .getMany();
  }
}
