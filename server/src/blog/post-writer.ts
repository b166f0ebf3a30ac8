import { In, type DataSource, type EntityManager } from 'typeorm';
import { assertValid } from '../common/validation';
import { BlogPost } from './blog-post.entity';
import { BlogTag } from './blog-tag.entity';
import { PostInput } from './post.input';
import { PostStatus } from './post-status';
import { readingMinutes } from './reading-time';
import { safeImageSrc, sanitizePostHtml } from './sanitize-post-html';
import { normaliseTags } from './tags';

/** A post as an author hands it over: tags as an array or a comma-separated string. */
export type PostSubmission = Omit<PostInput, 'tags' | 'publishedAt'> & {
  tags?: string | string[] | null;
  publishedAt?: Date | string | null;
};

export interface PostWriterOptions {
  /** Hosts images may come from besides /images (the IMAGE_HOSTS setting). */
  imageHosts: string[];
}

/**
 * The one way a post is stored: validated, tags normalised and shared case-insensitively, HTML
 * sanitised with the allow-list and the configured image hosts, hero image checked the same way,
 * reading time computed from the clean text. Saving a known slug updates that post.
 */
export class PostWriter {
  constructor(
    private readonly dataSource: Pick<DataSource, 'transaction'>,
    private readonly options: PostWriterOptions,
  ) {}

  async save(submission: PostSubmission): Promise<BlogPost> {
    return this.dataSource.transaction((manager) => this.saveIn(manager, submission));
  }

  /** The same, inside a transaction the caller holds (the demo seed writes all posts in one). */
  async saveIn(manager: EntityManager, submission: PostSubmission): Promise<BlogPost> {
    const publishedAt =
      submission.publishedAt === undefined || submission.publishedAt === null
        ? null
        : new Date(submission.publishedAt);
    const input = await assertValid(
      Object.assign(new PostInput(), {
        ...submission,
        slug: submission.slug?.trim(),
        title: submission.title?.trim(),
        excerpt: submission.excerpt?.trim(),
        tags: normaliseTags(submission.tags),
        publishedAt,
      }),
    );
    const content = sanitizePostHtml(input.content.trim(), {
      allowedImageHosts: this.options.imageHosts,
    });
    const image = input.image ? safeImageSrc(input.image, this.options.imageHosts) : null;

    const tags = await this.tagsNamed(manager, input.tags);
    const existing = await manager.findOne(BlogPost, { where: { slug: input.slug } });
    const post = manager.create(BlogPost, {
      ...(existing ?? {}),
      slug: input.slug,
      title: input.title,
      excerpt: input.excerpt,
      content,
      image,
      status: input.status,
      publishedAt:
        input.publishedAt ??
        existing?.publishedAt ??
        (input.status === PostStatus.PUBLISHED ? new Date() : null),
      readingMinutes: readingMinutes(content),
      tags,
    });
    return manager.save(post);
  }

  /** The tags of these names, created when new; "piles" reuses an existing "Piles". */
  private async tagsNamed(manager: EntityManager, names: string[]): Promise<BlogTag[]> {
    if (names.length === 0) return [];
    const lower = names.map((name) => name.toLocaleLowerCase('en-IN'));
    const known = await manager
      .getRepository(BlogTag)
      .createQueryBuilder('t')
      .where('lower(t.name) IN (:...lower)', { lower })
      .getMany();
    const byLower = new Map(known.map((tag) => [tag.name.toLocaleLowerCase('en-IN'), tag]));
    const missing = names.filter((name) => !byLower.has(name.toLocaleLowerCase('en-IN')));
    if (missing.length > 0) {
      await manager
        .createQueryBuilder()
        .insert()
        .into(BlogTag)
        .values(missing.map((name) => ({ name })))
        .orIgnore()
        .execute();
      for (const tag of await manager.find(BlogTag, { where: { name: In(missing) } })) {
        byLower.set(tag.name.toLocaleLowerCase('en-IN'), tag);
      }
    }
    return lower.map((key) => byLower.get(key)).filter((tag): tag is BlogTag => tag !== undefined);
  }
}
