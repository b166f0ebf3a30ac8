import {
  ArrayMaxSize,
  IsBoolean,
  IsISO8601,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { HasVisibleText, IsStorableText, MaxCharacters } from '../../common/validators';
import { MAX_MARKDOWN_LENGTH } from '../post-markdown';
import { MAX_TAG_LENGTH, MAX_TAGS } from '../tags';
import { BLOG_DESK_WORDS as W } from './blog-desk-words';

const ID_TEXT = /^[1-9]\d{0,8}$/;

@ArgsType()
export class DeskPostIdArgs {
  @Field(() => ID)
  @Matches(ID_TEXT, { message: W.postNotFound })
  id: string;
}

@ArgsType()
export class PublishPostArgs extends DeskPostIdArgs {
  @Field(() => String, {
    nullable: true,
    description:
      'When it goes out, ISO 8601 with its offset (2031-01-05T09:00:00+05:30): left out or past, now (PUBLISHED); later, SCHEDULED',
  })
  @IsOptional()
  @IsString({ message: W.publishAt })
  @MaxLength(40, { message: W.publishAt })
  @IsISO8601({ strict: true, strictSeparator: true }, { message: W.publishAt })
  @Matches(/(?:Z|[+-]\d{2}:\d{2})$/, { message: W.publishAt })
  at?: string | null;
}

@ArgsType()
export class PreviewMarkdownArgs {
  @Field(() => String, { description: 'The Markdown of a post body' })
  @IsString({ message: W.markdownText })
  @IsStorableText()
  @MaxCharacters(MAX_MARKDOWN_LENGTH, { message: W.markdownLength })
  markdown: string;
}

@InputType({ description: 'A post as the desk writes it; a new post starts as a draft' })
export class DeskPostInput {
  @Field(() => String)
  @IsString({ message: W.title })
  @IsStorableText()
  @HasVisibleText({ message: W.title })
  @MaxCharacters(200, { message: W.title })
  title: string;

  @Field(() => String, { description: 'Its web address: lower-case words joined by hyphens' })
  @IsString({ message: W.slug })
  @MaxLength(120, { message: W.slug })
  @Matches(/^\s*[a-z0-9]+(?:-[a-z0-9]+)*\s*$/, { message: W.slug })
  slug: string;

  @Field(() => String)
  @IsString({ message: W.excerpt })
  @IsStorableText()
  @HasVisibleText({ message: W.excerpt })
  @MaxCharacters(500, { message: W.excerpt })
  excerpt: string;

  @Field(() => String, {
    nullable: true,
    description: 'The body in Markdown; left out, an HTML-only post keeps its body',
  })
  @IsOptional()
  @IsString({ message: W.markdownText })
  @IsStorableText()
  @HasVisibleText({ message: W.bodyRequired })
  @MaxCharacters(MAX_MARKDOWN_LENGTH, { message: W.markdownLength })
  markdown?: string | null;

  @Field(() => String, { nullable: true, description: 'Cover image: an uploaded image path' })
  @IsOptional()
  @IsString({ message: W.image })
  @MaxLength(2000, { message: W.image })
  image?: string | null;

  @Field(() => [String], { nullable: true })
  @IsOptional()
  @ArrayMaxSize(MAX_TAGS, { message: W.tagCount })
  @IsString({ each: true, message: W.tagLength })
  @MaxLength(MAX_TAG_LENGTH, { each: true, message: W.tagLength })
  tags?: string[] | null;

  @Field(() => ID, { nullable: true, description: 'The doctor who reviewed it medically' })
  @IsOptional()
  @Matches(ID_TEXT, { message: W.reviewerUnknown })
  reviewerId?: string | null;

  @Field(() => String, { nullable: true, description: 'Hindi title; empty shows the English' })
  @IsOptional()
  @IsString({ message: W.hindiTitle })
  @IsStorableText()
  @MaxCharacters(200, { message: W.hindiTitle })
  titleHi?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: W.hindiExcerpt })
  @IsStorableText()
  @MaxCharacters(500, { message: W.hindiExcerpt })
  excerptHi?: string | null;

  @Field(() => String, { nullable: true, description: 'Hindi body in Markdown' })
  @IsOptional()
  @IsString({ message: W.markdownText })
  @IsStorableText()
  @MaxCharacters(MAX_MARKDOWN_LENGTH, { message: W.markdownLength })
  markdownHi?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Take a slug that now redirects to another post (that redirect ends)',
  })
  @IsOptional()
  @IsBoolean()
  replaceRedirect?: boolean | null;
}
