import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../context';
import {
  CompleteDataRequestArgs,
  DataCorrectionInput,
  DataRequestIdArgs,
  DataRequestsArgs,
  RecordDataRequestInput,
  RefuseDataRequestArgs,
} from './data-rights.args';
import { DataRequestView } from './data-rights.types';

/**
 * Patients' data requests at the desk: an admin answers them; reception (and admin) records a
 * request made in person. The export is a staff download: GET /staff/files/data-requests/:id.
 */
@Resolver(() => DataRequestView)
export class DataRightsDeskResolver {
  @Authorized('admin')
  @Query(() => [DataRequestView], {
    description: 'Open requests first, soonest due first; then answered ones, newest first',
  })
  dataRequests(@Args(() => DataRequestsArgs) args: DataRequestsArgs, @Ctx() ctx: AppContext) {
    return ctx.services.dataRights.list(ctx.request, args.status);
  }

  @Authorized('admin', 'reception')
  @Mutation(() => DataRequestView, {
    description: 'A request made in person, after the desk checked who the patient is',
  })
  recordDataRequest(
    @Arg('input', () => RecordDataRequestInput) input: RecordDataRequestInput,
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.dataRights.recordVisit(ctx.request, input);
  }

  @Authorized('admin')
  @Mutation(() => DataRequestView, {
    description: 'Corrects names, e-mail or address on every record of the phone; closes it DONE',
  })
  correctDataRequest(
    @Args(() => DataRequestIdArgs) { id }: DataRequestIdArgs,
    @Arg('input', () => DataCorrectionInput) input: DataCorrectionInput,
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.dataRights.correct(ctx.request, id, input);
  }

  @Authorized('admin')
  @Mutation(() => DataRequestView, {
    description:
      'Erases the personal fields of everything the phone holds, keeping invoices and order ' +
      'lines for tax law; closes the request DONE',
  })
  eraseDataRequest(
    @Args(() => DataRequestIdArgs) { id }: DataRequestIdArgs,
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.dataRights.erase(ctx.request, id);
  }

  @Authorized('admin')
  @Mutation(() => DataRequestView, { description: 'Refuses a request, with the reason' })
  refuseDataRequest(
    @Args(() => RefuseDataRequestArgs) { id, reason }: RefuseDataRequestArgs,
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.dataRights.refuse(ctx.request, id, reason);
  }

  @Authorized('admin')
  @Mutation(() => DataRequestView, {
    description: 'Marks a request done without changing data (a copy sent, say)',
  })
  completeDataRequest(
    @Args(() => CompleteDataRequestArgs) { id, note }: CompleteDataRequestArgs,
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.dataRights.complete(ctx.request, id, note);
  }
}
