import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { DeskAppointment } from '../../booking/desk.types';
import type { AppContext } from '../../context';
import {
  DeskDoctorIdArgs,
  DoctorInput,
  DoctorScheduleInput,
  SetDoctorAvailableArgs,
  StrandedBookingsArgs,
} from './doctor-desk.inputs';
import { DeskDoctorProfile, DoctorScheduleResult } from './doctor-desk.types';

/** The doctors desk: the admin edits doctors and their time; reception reads them. */
@Resolver(() => DeskDoctorProfile)
export class DoctorDeskResolver {
  @Authorized('admin', 'reception')
  @Query(() => [DeskDoctorProfile], { description: 'Every doctor by name, unavailable ones too' })
  doctorProfiles(@Ctx() ctx: AppContext) {
    return ctx.services.doctorDesk.list();
  }

  @Authorized('admin', 'reception')
  @Query(() => DeskDoctorProfile, { description: 'One doctor; NOT_FOUND when unknown' })
  doctorProfile(@Args(() => DeskDoctorIdArgs) args: DeskDoctorIdArgs, @Ctx() ctx: AppContext) {
    return ctx.services.doctorDesk.get(args.id);
  }

  @Authorized('admin', 'reception')
  @Query(() => [DeskAppointment], {
    description:
      'Active bookings from now on outside their doctor’s plan, on a day off or on leave: to reschedule',
  })
  strandedAppointments(
    @Args(() => StrandedBookingsArgs) args: StrandedBookingsArgs,
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.doctorDesk.stranded(ctx.request, args.doctorId);
  }

  @Authorized('admin')
  @Mutation(() => DeskDoctorProfile, {
    description: 'A new doctor, listed at once; no slots until a plan is saved',
  })
  createDoctor(@Arg('input', () => DoctorInput) input: DoctorInput, @Ctx() ctx: AppContext) {
    return ctx.services.doctorDesk.create(ctx.request, input);
  }

  @Authorized('admin')
  @Mutation(() => DeskDoctorProfile, { description: 'Edits a doctor; the web address stays' })
  updateDoctor(
    @Args(() => DeskDoctorIdArgs) args: DeskDoctorIdArgs,
    @Arg('input', () => DoctorInput) input: DoctorInput,
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.doctorDesk.update(ctx.request, args.id, input);
  }

  @Authorized('admin')
  @Mutation(() => DeskDoctorProfile, {
    description: 'Takes a doctor off bookings (still listed) or back on; bookings made stay',
  })
  setDoctorAvailable(
    @Args(() => SetDoctorAvailableArgs) args: SetDoctorAvailableArgs,
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.doctorDesk.setAvailable(ctx.request, args.id, args.available);
  }

  @Authorized('admin')
  @Mutation(() => DoctorScheduleResult, {
    description:
      'Saves the weekly plan, slot length and days off; slots change at once; answers the bookings it strands',
  })
  updateDoctorSchedule(
    @Args(() => DeskDoctorIdArgs) args: DeskDoctorIdArgs,
    @Arg('input', () => DoctorScheduleInput) input: DoctorScheduleInput,
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.doctorDesk.updateSchedule(ctx.request, args.id, input);
  }

  @Authorized('admin')
  @Mutation(() => DeskDoctorProfile, { description: 'Takes the photo off; the avatar shows' })
  removeDoctorPhoto(@Args(() => DeskDoctorIdArgs) args: DeskDoctorIdArgs, @Ctx() ctx: AppContext) {
    return ctx.services.doctorDesk.removePhoto(ctx.request, args.id);
  }
}
