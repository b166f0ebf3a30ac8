import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context';
import {
  DeskPostIdArgs,
  DeskPostInput,
  PreviewMarkdownArgs,
  PublishPostArgs,
} from './blog-desk.inputs';
import { DeskPost, DeskPostReviewer } from './blog-desk.types';

/** The blog desk (admin): posts in Markdown, their preview, publishing and scheduling. */
@Resolver(() => DeskPost)
export class BlogDeskResolver {
  @Authorized('admin')
  @Query(() => [DeskPost], {
    description: 'Every post, drafts and scheduled ones too, last changed first (at most 200)',
  })
  deskPosts(@Ctx() ctx: AppContext) {
    return ctx.services.blogDesk.posts();
  }

  @Authorized('admin')
  @Query(() => DeskPost, { description: 'One post; NOT_FOUND when unknown' })
  deskPost(@Args(() => DeskPostIdArgs) args: DeskPostIdArgs, @Ctx() ctx: AppContext) {
    return ctx.services.blogDesk.post(args.id);
  }

  @Authorized('admin')
  @Query(() => [DeskPostReviewer], { description: 'Doctors who may be named as reviewers' })
  deskPostReviewers(@Ctx() ctx: AppContext) {
    return ctx.services.blogDesk.reviewers();
  }

  @Authorized('admin')
  @Query(() => String, {
    description: 'The sanitised HTML this Markdown is saved as: the editor’s live preview',
  })
  previewPostMarkdown(
    @Args(() => PreviewMarkdownArgs) args: PreviewMarkdownArgs,
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.blogDesk.preview(args.markdown);
  }

  @Authorized('admin')
  @Mutation(() => DeskPost, { description: 'A new post, as a draft' })
  createPost(@Arg('input', () => DeskPostInput) input: DeskPostInput, @Ctx() ctx: AppContext) {
    return ctx.services.blogDesk.create(ctx.request, input);
  }

  @Authorized('admin')
  @Mutation(() => DeskPost, {
    description: 'Edits a post; a new slug keeps the old one as a 301 redirect',
  })
  updatePost(
    @Args(() => DeskPostIdArgs) args: DeskPostIdArgs,
    @Arg('input', () => DeskPostInput) input: DeskPostInput,
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.blogDesk.update(ctx.request, args.id, input);
  }

  @Authorized('admin')
  @Mutation(() => DeskPost, {
    description: 'Publishes a post now, or schedules it for a later time',
  })
  publishPost(@Args(() => PublishPostArgs) args: PublishPostArgs, @Ctx() ctx: AppContext) {
    return ctx.services.blogDesk.publish(ctx.request, args.id, args.at ? new Date(args.at) : null);
  }

  @Authorized('admin')
  @Mutation(() => DeskPost, { description: 'Takes a post back to a draft, off the public site' })
  unpublishPost(@Args(() => DeskPostIdArgs) args: DeskPostIdArgs, @Ctx() ctx: AppContext) {
    return ctx.services.blogDesk.unpublish(ctx.request, args.id);
  }
}
