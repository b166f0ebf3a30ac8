import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../context';
import { DoctorIdArgs, DoctorLeaveInput, LeaveIdArgs } from './desk.inputs';
import { DoctorLeave, DoctorLeaveResult } from './desk.types';

/** Doctors' leave at the desk. */
@Resolver(() => DoctorLeave)
export class LeaveDeskResolver {
  @Authorized('admin', 'reception')
  @Query(() => [DoctorLeave], { description: "A doctor's leave from today onwards" })
  doctorLeaves(@Args(() => DoctorIdArgs) args: DoctorIdArgs, @Ctx() ctx: AppContext) {
    return ctx.services.doctorLeave.list(ctx.request, args.doctorId);
  }

  @Authorized('admin', 'reception')
  @Mutation(() => DoctorLeaveResult, {
    description: 'Adds leave; its slots vanish at once; answers the bookings inside it',
  })
  addDoctorLeave(
    @Arg('input', () => DoctorLeaveInput) input: DoctorLeaveInput,
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.doctorLeave.add(ctx.request, input);
  }

  @Authorized('admin', 'reception')
  @Mutation(() => Boolean)
  removeDoctorLeave(@Args(() => LeaveIdArgs) args: LeaveIdArgs, @Ctx() ctx: AppContext) {
    return ctx.services.doctorLeave.remove(ctx.request, args.id);
  }
}
