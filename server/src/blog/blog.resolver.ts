import { Args, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { DomainError } from '../common/errors';
import type { AppContext } from '../context';
import { BlogPostArgs, BlogPostsArgs } from './blog.args';
import { relatedPostsLoader } from './blog.loaders';
import { BlogPost } from './blog-post.entity';
import { BlogTag } from './blog-tag.entity';
import { Doctor } from '../clinic/doctor.entity';

@Resolver(() => BlogPost)
export class BlogResolver {
  @Query(() => [BlogPost], { description: 'Published posts, newest first' })
  blogPosts(
    @Args(() => BlogPostsArgs) args: BlogPostsArgs,
    @Ctx() ctx: AppContext,
  ): Promise<BlogPost[]> {
    return ctx.services.blog.list(args);
  }

  @Query(() => BlogPost, { description: 'A published post by slug; NOT_FOUND otherwise' })
  blogPost(
    @Args(() => BlogPostArgs) { slug }: BlogPostArgs,
    @Ctx() ctx: AppContext,
  ): Promise<BlogPost> {
    return ctx.services.blog.bySlug(slug);
  }

  @Query(() => [BlogTag], { description: 'Tags used by published posts, alphabetical' })
  blogTags(@Ctx() ctx: AppContext): Promise<BlogTag[]> {
    return ctx.services.blog.tags();
  }

  @FieldResolver(() => Doctor, {
    nullable: true,
    description: 'The doctor who reviewed the post medically (its "Medically reviewed by" line)',
  })
  async reviewer(@Root() post: BlogPost, @Ctx() ctx: AppContext): Promise<Doctor | null> {
    if (post.reviewer !== undefined) return post.reviewer;
    if (post.reviewerId === null || post.reviewerId === undefined) return null;
    try {
      return await ctx.services.doctors.get({ id: post.reviewerId });
    } catch (error) {
      if (error instanceof DomainError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  }

  @FieldResolver(() => [BlogPost], {
    description: 'Up to 3 posts sharing the most tags with this one, then the newest',
  })
  relatedPosts(@Root() post: BlogPost, @Ctx() ctx: AppContext): Promise<BlogPost[]> {
    return ctx.loaders.get(relatedPostsLoader).load(post.id);
  }
}
