import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
} from 'typeorm';
import { BlogPost } from './blog-post.entity';

/**
 * A slug a post had before it was renamed: its old addresses answer 301 to the post's current
 * slug. It names the post, not the next slug, so a chain of renames always leads to the newest.
 * A slug is never both a post's and a redirect's (the desk keeps them apart).
 */
@Entity({ name: 'blog_slug_redirect' })
@Index('blog_slug_redirect_post_id', ['postId'])
export class BlogSlugRedirect {
  @PrimaryColumn('text')
  slug: string;

  @ManyToOne(() => BlogPost, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'post_id' })
  post: BlogPost;

  @Column('int')
  postId: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
