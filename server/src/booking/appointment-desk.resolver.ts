import {
  Arg,
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import type { AppContext } from '../context';
import { appointmentHistoryLoader } from './booking.loaders';
import {
  DeskBookingInput,
  DeskDateArgs,
  DeskWeekArgs,
  FindAppointmentsArgs,
  RescheduleArgs,
  SetAppointmentStatusArgs,
} from './desk.inputs';
import {
  DeskAppointment,
  DeskDoctor,
  DeskDoctorDay,
  DeskStatusChange,
  DoctorDayAppointment,
} from './desk.types';

/** The reception desk's appointments: the day, the week, finding, booking and changing them. */
@Resolver(() => DeskAppointment)
export class AppointmentDeskResolver {
  @Authorized('admin', 'reception', 'doctor')
  @Query(() => [DeskDoctor], { description: 'Every doctor, by name' })
  deskDoctors(@Ctx() ctx: AppContext): Promise<DeskDoctor[]> {
    return ctx.services.deskReads.doctors();
  }

  @Authorized('admin', 'reception')
  @Query(() => [DeskDoctorDay], { description: "Every doctor's day (today by default)" })
  deskDay(@Args(() => DeskDateArgs) args: DeskDateArgs, @Ctx() ctx: AppContext) {
    return ctx.services.deskReads.day(ctx.request, args.date);
  }

  @Authorized('admin', 'reception')
  @Query(() => [DeskDoctorDay], { description: "A doctor's week, Monday to Sunday" })
  deskWeek(@Args(() => DeskWeekArgs) args: DeskWeekArgs, @Ctx() ctx: AppContext) {
    return ctx.services.deskReads.week(ctx.request, args.doctorId, args.weekOf);
  }

  @Authorized('admin', 'reception')
  @Query(() => [DeskAppointment], {
    description: 'Bookings by reference, 10-digit phone or name; at most 50, the latest first',
  })
  findAppointments(
    @Args(() => FindAppointmentsArgs) args: FindAppointmentsArgs,
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.deskReads.find(args.search);
  }

  @Authorized('doctor')
  @Query(() => [DoctorDayAppointment], {
    description: "The signed-in doctor's own day, with the symptoms patients wrote",
  })
  myDay(@Args(() => DeskDateArgs) args: DeskDateArgs, @Ctx() ctx: AppContext) {
    return ctx.services.deskReads.myDay(ctx.request, args.date);
  }

  @Authorized('admin', 'reception')
  @Mutation(() => DeskAppointment, {
    description:
      'CONFIRMED, ARRIVED (with the day’s next token), COMPLETED, NO_SHOW (after the start) or ' +
      'CANCELLED (with a reason the patient sees); an invalid change is refused with a message',
  })
  setAppointmentStatus(
    @Args(() => SetAppointmentStatusArgs) args: SetAppointmentStatusArgs,
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.appointmentDesk.setStatus(
      ctx.request,
      args.reference,
      args.status,
      args.reason,
    );
  }

  @Authorized('admin', 'reception')
  @Mutation(() => DeskAppointment, {
    description:
      'Books a free slot for a caller (CONFIRMED) or a walk-in (ARRIVED with a token); SLOT_TAKEN ' +
      'when it is gone',
  })
  bookForPatient(
    @Arg('input', () => DeskBookingInput) input: DeskBookingInput,
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.appointmentDesk.book(ctx.request, input);
  }

  @Authorized('admin', 'reception')
  @Mutation(() => DeskAppointment, {
    description: 'Moves a booking to another free slot of any doctor, or changes nothing',
  })
  rescheduleAppointment(@Args(() => RescheduleArgs) args: RescheduleArgs, @Ctx() ctx: AppContext) {
    return ctx.services.appointmentDesk.reschedule(
      ctx.request,
      args.reference,
      args.doctorId,
      args.startsAt,
    );
  }

  @FieldResolver(() => [DeskStatusChange], { description: 'Every step, oldest first' })
  history(@Root() appointment: DeskAppointment, @Ctx() ctx: AppContext) {
    return ctx.loaders.get(appointmentHistoryLoader).load(appointment.id);
  }
}
