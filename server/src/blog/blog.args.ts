import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, Int } from 'type-graphql';
import { DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT } from './blog.service';

@ArgsType()
export class BlogPostsArgs {
  @Field(() => String, { nullable: true, description: 'Words in title, excerpt, text or tags' })
  @IsOptional()
  @IsString({ message: 'search must be text' })
  @MaxLength(100, { message: 'search must be at most 100 characters' })
  search?: string;

  @Field(() => String, { nullable: true, description: 'Tag name, any case' })
  @IsOptional()
  @IsString({ message: 'tag must be text' })
  @MaxLength(100, { message: 'tag must be at most 100 characters' })
  tag?: string;

  @Field(() => Int, {
    nullable: true,
    description: `At most this many posts, newest first (default ${DEFAULT_LIST_LIMIT})`,
  })
  @IsOptional()
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(MAX_LIST_LIMIT, { message: `limit must be at most ${MAX_LIST_LIMIT}` })
  limit?: number;
}

@ArgsType()
export class BlogPostArgs {
  @Field(() => String)
  @IsString({ message: 'slug must be text' })
  @MaxLength(200, { message: 'slug must be at most 200 characters' })
  slug: string;
}
