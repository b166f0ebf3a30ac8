import { Args, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../context';
import { BlogPostArgs, BlogPostsArgs } from './blog.args';
import { relatedPostsLoader } from './blog.loaders';
import { BlogPost } from './blog-post.entity';
import { BlogTag } from './blog-tag.entity';

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

  @FieldResolver(() => [BlogPost], {
    description: 'Up to 3 posts sharing the most tags with this one, then the newest',
  })
  relatedPosts(@Root() post: BlogPost, @Ctx() ctx: AppContext): Promise<BlogPost[]> {
    return ctx.loaders.get(relatedPostsLoader).load(post.id);
  }
}
