import { Field, ID, Int, ObjectType } from 'type-graphql';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  JoinTable,
  ManyToMany,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { CachePublicly } from '../common/cache-control';
import { CONTENT_MAX_AGE } from '../common/http-cache';
import { Doctor } from '../clinic/doctor.entity';
import { BlogTag } from './blog-tag.entity';
import { PostStatus } from './post-status';
import type { TextVersions } from '../common/text-versions';

/** An article. `content` is HTML that was sanitised on the way in, never raw input. */
@Entity({ name: 'blog_post' })
@Check('blog_post_status_known', `status IN ('DRAFT','SCHEDULED','PUBLISHED')`)
@Check('blog_post_published_has_date', `status = 'DRAFT' OR published_at IS NOT NULL`)
@Check('blog_post_reading_minutes_positive', 'reading_minutes >= 1')
@Index('blog_post_status_published_at', ['status', 'publishedAt'])
// GIN over search_vector: created by migration 1764100000000, which TypeORM cannot express.
@Index('blog_post_search', { synchronize: false })
@CachePublicly(CONTENT_MAX_AGE)
@ObjectType()
export class BlogPost {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  @Field(() => ID)
  id: number;

  @Column('text', { unique: true })
  @Field(() => String)
  slug: string;

  @Column('text')
  @Field(() => String)
  title: string;

  @Column('text')
  @Field(() => String)
  excerpt: string;

  @Column('text')
  @Field(() => String, { description: 'Sanitised HTML' })
  content: string;

  @Column('text', { nullable: true })
  @Field(() => String, { nullable: true })
  image: string | null;

  @Column('text', { default: PostStatus.DRAFT })
  status: PostStatus;

  @Column('timestamptz', { nullable: true })
  @Field(() => Date, { nullable: true })
  publishedAt: Date | null;

  @Column('int', { default: 1 })
  @Field(() => Int, { description: 'Minutes to read: words / 200, rounded up' })
  readingMinutes: number;

  @ManyToMany(() => BlogTag, { cascade: false })
  @JoinTable({ name: 'blog_post_tag' })
  @Field(() => [BlogTag])
  tags: BlogTag[];

  /** Full-text document (title, tags, excerpt, text); database triggers keep it current. */
  @Column({ type: 'tsvector', nullable: true, select: false, insert: false, update: false })
  searchVector: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  /**
   * The Markdown the clinic wrote the post in (the desk edits this; `content` is its sanitised
   * HTML); null for posts that came as HTML (the demo posts, the import script).
   */
  @Column('text', { nullable: true })
  markdown: string | null;

  /** The doctor who reviewed the post medically, named on its page; null when none did. */
  @ManyToOne(() => Doctor, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'reviewer_id' })
  reviewer: Doctor | null;

  @Column('int', { nullable: true })
  reviewerId: number | null;

  /** Versions of the texts above in other languages (`{ hi: { name: '…' } }`); never sent whole. */
  @Column('jsonb', { default: () => "'{}'" })
  translations: TextVersions;
}
