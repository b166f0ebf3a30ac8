import { In, type DataSource, type EntityManager } from 'typeorm';
import { DomainError } from '../common/errors';
import { assertValid } from '../common/validation';
import { BlogPost } from './blog-post.entity';
import { BlogTag } from './blog-tag.entity';
import { PostInput } from './post.input';
import { PostStatus } from './post-status';
import { markdownToHtml } from './post-markdown';
import { readingMinutes } from './reading-time';
import { safeImageSrc, sanitizePostHtml } from './sanitize-post-html';
import { normaliseTags } from './tags';

/**
 * A post as an author hands it over: tags as an array or a comma-separated string; the body as
 * HTML (`content`) or as Markdown (`markdown`, which then makes `content`).
 */
export type PostSubmission = Omit<PostInput, 'tags' | 'publishedAt' | 'content'> & {
  content?: string;
  tags?: string | string[] | null;
  publishedAt?: Date | string | null;
  /** The body in Markdown: kept with the post, and its HTML replaces `content`. */
  markdown?: string | null;
  /** Save over this post (its slug may change); without it, a known slug updates that post. */
  id?: number;
  /** The doctor who reviewed it medically (undefined: as it was). */
  reviewerId?: number | null;
  /** The Hindi version (undefined: as it was); an empty text has none, and shows the English. */
  hindi?: { title?: string | null; excerpt?: string | null; markdown?: string | null };
};

const HINDI_LIMITS = { title: 200, excerpt: 500, markdown: 100_000 } as const;

/** Markdown as the HTML a post stores: markdown-it's, then the post sanitiser's. */
export function postHtmlOfMarkdown(markdown: string, imageHosts: string[]): string {
  return sanitizePostHtml(markdownToHtml(markdown).trim(), { allowedImageHosts: imageHosts });
}

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
    const { markdown, id, reviewerId, hindi, ...rest } = submission;
    const existing =
      id !== undefined
        ? await manager.findOne(BlogPost, { where: { id } })
        : await manager.findOne(BlogPost, { where: { slug: submission.slug?.trim() ?? '' } });
    if (id !== undefined && !existing) throw new DomainError('NOT_FOUND', 'Blog post not found');
    const input = await assertValid(
      Object.assign(new PostInput(), {
        ...rest,
        content:
          typeof markdown === 'string'
            ? markdownToHtml(markdown)
            : (submission.content ?? existing?.content),
        markdown: markdown ?? undefined,
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

    if (input.status === PostStatus.SCHEDULED && !input.publishedAt) {
      const message = 'publishedAt is required for a scheduled post';
      throw new DomainError('VALIDATION', message, { publishedAt: message });
    }
    const translations = hindi ? this.hindiVersion(existing, hindi) : existing?.translations;

    const tags = await this.tagsNamed(manager, input.tags);
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
      ...(markdown === undefined ? {} : { markdown: markdown === null ? null : markdown.trim() }),
      ...(reviewerId === undefined ? {} : { reviewerId, reviewer: undefined }),
      ...(translations === undefined ? {} : { translations }),
    });
    return manager.save(post);
  }

  /**
   * The post's texts with its Hindi version replaced: title, excerpt, the Markdown and its
   * sanitised HTML as `content` (what the page shows in Hindi). Every other language is kept.
   */
  private hindiVersion(
    existing: BlogPost | null,
    hindi: NonNullable<PostSubmission['hindi']>,
  ): BlogPost['translations'] {
    const fields: Record<string, string> = {};
    for (const [name, limit] of Object.entries(HINDI_LIMITS)) {
      const value = hindi[name as keyof typeof HINDI_LIMITS];
      if (value !== undefined && value !== null && typeof value !== 'string') {
        throw invalid(`hindi.${name}`, `hindi.${name} must be text`);
      }
      if (typeof value === 'string' && [...value].length > limit) {
        throw invalid(`hindi.${name}`, `hindi.${name} must be at most ${limit} characters`);
      }
    }
    const version: Record<string, string> = {};
    const title = hindi.title?.trim();
    const excerpt = hindi.excerpt?.trim();
    const markdown = hindi.markdown?.trim();
    if (title) version.title = title;
    if (excerpt) version.excerpt = excerpt;
    if (markdown) {
      version.markdown = markdown;
      version.content = postHtmlOfMarkdown(markdown, this.options.imageHosts);
    }
    Object.assign(fields, version);
    const others = { ...(existing?.translations ?? {}) };
    delete others.hi;
    return Object.keys(fields).length > 0 ? { ...others, hi: fields } : others;
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

function invalid(field: string, message: string): DomainError {
  return new DomainError('VALIDATION', message, { [field]: message });
}
