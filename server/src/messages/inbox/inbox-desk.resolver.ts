import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context';
import {
  ClinicClaimsInput,
  FeedbackIdArgs,
  InboxArgs,
  InboxItemArgs,
  InboxSpamArgs,
  InboxStateArgs,
  ReplyArgs,
  TestimonialInput,
} from './inbox.inputs';
import { ClinicClaimsDesk, InboxItem, InboxPage } from './inbox.types';

/**
 * The inbox: contact messages and feedback for reception and admins; testimonials and the
 * hero's claims for admins. Thin: each operation is one service call.
 */
@Resolver(() => InboxItem)
export class InboxDeskResolver {
  @Authorized('admin', 'reception')
  @Query(() => InboxPage, {
    description: 'Contact messages and feedback, newest first, 30 a page; spam only when asked',
  })
  inbox(@Args(() => InboxArgs) args: InboxArgs, @Ctx() ctx: AppContext) {
    return ctx.services.inbox.list(args, args.page ?? 1);
  }

  @Authorized('admin', 'reception')
  @Mutation(() => InboxItem, { description: 'Opens an item: NEW becomes READ (audited)' })
  openInboxItem(@Args(() => InboxItemArgs) args: InboxItemArgs, @Ctx() ctx: AppContext) {
    return ctx.services.inbox.open(ctx.request, args.kind, args.id);
  }

  @Authorized('admin', 'reception')
  @Mutation(() => InboxItem, {
    description: 'Archives or reopens an item; CONFLICT for a move the state machine refuses',
  })
  setInboxState(@Args(() => InboxStateArgs) args: InboxStateArgs, @Ctx() ctx: AppContext) {
    return ctx.services.inbox.setState(ctx.request, args.kind, args.id, args.state);
  }

  @Authorized('admin', 'reception')
  @Mutation(() => InboxItem, { description: 'Marks an item spam, or takes the mark off' })
  markInboxSpam(@Args(() => InboxSpamArgs) args: InboxSpamArgs, @Ctx() ctx: AppContext) {
    return ctx.services.inbox.markSpam(ctx.request, args.kind, args.id, args.spam);
  }

  @Authorized('admin', 'reception')
  @Mutation(() => InboxItem, {
    description:
      'Replies to a contact message by e-mail or WhatsApp through the outbox; the message ' +
      'becomes REPLIED in the same transaction',
  })
  replyToContactMessage(@Args(() => ReplyArgs) args: ReplyArgs, @Ctx() ctx: AppContext) {
    return ctx.services.inbox.reply(ctx.request, args.id, args.channel, args.text);
  }

  @Authorized('admin')
  @Mutation(() => InboxItem, {
    description:
      'Publishes feedback as a testimonial (first name and town only); CONFLICT without the ' +
      "patient's consent",
  })
  approveTestimonial(
    @Args(() => FeedbackIdArgs) args: FeedbackIdArgs,
    @Arg('testimonial', () => TestimonialInput) testimonial: TestimonialInput,
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.testimonials.approve(ctx.request, args.id, testimonial);
  }

  @Authorized('admin')
  @Mutation(() => InboxItem, { description: 'Takes a testimonial off the site' })
  withdrawTestimonial(@Args(() => FeedbackIdArgs) args: FeedbackIdArgs, @Ctx() ctx: AppContext) {
    return ctx.services.testimonials.withdraw(ctx.request, args.id);
  }

  @Authorized('admin')
  @Query(() => ClinicClaimsDesk, { description: "The hero's claims as stored" })
  heroClaims(@Ctx() ctx: AppContext) {
    return ctx.services.clinicClaims.get();
  }

  @Authorized('admin')
  @Mutation(() => ClinicClaimsDesk, {
    description: "Replaces the hero's claims; an empty figure is not shown (audited)",
  })
  updateHeroClaims(
    @Arg('claims', () => ClinicClaimsInput) claims: ClinicClaimsInput,
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.clinicClaims.update(ctx.request, claims);
  }
}
