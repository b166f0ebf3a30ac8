import { Field, ID, Int, ObjectType } from 'type-graphql';
import { PostStatus } from '../post-status';

/** A post as the blog desk sees it: drafts and scheduled ones too, with its Markdown. */
@ObjectType()
export class DeskPost {
  @Field(() => ID)
  id: number;

  @Field(() => String)
  slug: string;

  @Field(() => String)
  title: string;

  @Field(() => String)
  excerpt: string;

  @Field(() => String, { nullable: true, description: 'Null for a post that came as HTML' })
  markdown: string | null;

  @Field(() => String, { description: 'The sanitised HTML the public page shows' })
  content: string;

  @Field(() => String, { nullable: true })
  image: string | null;

  @Field(() => [String])
  tags: string[];

  @Field(() => PostStatus)
  status: PostStatus;

  @Field(() => Date, { nullable: true, description: 'When it went (or goes) out' })
  publishedAt: Date | null;

  @Field(() => ID, { nullable: true })
  reviewerId: number | null;

  @Field(() => String, { nullable: true })
  reviewerName: string | null;

  @Field(() => String, { nullable: true })
  titleHi: string | null;

  @Field(() => String, { nullable: true })
  excerptHi: string | null;

  @Field(() => String, { nullable: true })
  markdownHi: string | null;

  @Field(() => [String], { description: 'Earlier slugs that redirect (301) here' })
  oldSlugs: string[];

  @Field(() => Int)
  readingMinutes: number;

  @Field(() => Date)
  updatedAt: Date;
}

@ObjectType({ description: 'A doctor who may be named as a post’s medical reviewer' })
export class DeskPostReviewer {
  @Field(() => ID)
  id: number;

  @Field(() => String)
  name: string;
}
