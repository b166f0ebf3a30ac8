import {
  ArrayMaxSize,
  IsDate,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
} from 'class-validator';
import { PostStatus } from './post-status';
import { MAX_TAG_LENGTH, MAX_TAGS } from './tags';

/** A post as the clinic writes it, after its tags were normalised (see `PostWriter.save`). */
export class PostInput {
  @IsString({ message: 'slug must be text' })
  @Matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    message: 'slug must be lower-case letters and digits joined by single hyphens',
  })
  @MaxLength(120, { message: 'slug must be at most 120 characters' })
  slug: string;

  @IsString({ message: 'title must be text' })
  @MinLength(1, { message: 'title is required' })
  @MaxLength(200, { message: 'title must be at most 200 characters' })
  title: string;

  @IsString({ message: 'excerpt must be text' })
  @MinLength(1, { message: 'excerpt is required' })
  @MaxLength(500, { message: 'excerpt must be at most 500 characters' })
  excerpt: string;

  @IsString({ message: 'content must be HTML text' })
  @MinLength(1, { message: 'content is required' })
  @MaxLength(200_000, { message: 'content must be at most 200,000 characters' })
  content: string;

  @IsOptional()
  @IsString({ message: 'image must be an address' })
  @MaxLength(2000, { message: 'image must be at most 2,000 characters' })
  image?: string | null;

  @ArrayMaxSize(MAX_TAGS, { message: `a post may have at most ${MAX_TAGS} tags` })
  @MaxLength(MAX_TAG_LENGTH, {
    each: true,
    message: `each tag must be at most ${MAX_TAG_LENGTH} characters`,
  })
  tags: string[];

  @IsOptional()
  @IsString({ message: 'markdown must be text' })
  @MaxLength(100_000, { message: 'markdown must be at most 100,000 characters' })
  markdown?: string;

  @IsIn(Object.values(PostStatus), { message: 'status must be DRAFT, SCHEDULED or PUBLISHED' })
  status: PostStatus;

  @IsOptional()
  @IsDate({ message: 'publishedAt must be a date' })
  publishedAt?: Date | null;
}
