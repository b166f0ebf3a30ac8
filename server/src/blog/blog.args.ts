import { IsOptional, IsString, MaxLength } from 'class-validator';
import { ArgsType, Field } from 'type-graphql';

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
}

@ArgsType()
export class BlogPostArgs {
  @Field(() => String)
  @IsString({ message: 'slug must be text' })
  @MaxLength(200, { message: 'slug must be at most 200 characters' })
  slug: string;
}
