import { Arg, Args, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../context';
import { Appointment } from './appointment.entity';
import { BookAppointmentInput } from './book-appointment.input';
import { AppointmentLookupArgs, AvailableSlotsArgs, SlotDayArgs } from './booking.args';
import { publicHistory } from './appointment-history';
import { appointmentHistoryLoader, availableSlotsLoader } from './booking.loaders';
import {
  AppointmentChange,
  AvailableSlot,
  BookingResult,
  BookingWindow,
  SlotDay,
} from './booking.types';
import { clinicIso } from './clinic-time';

@Resolver(() => Appointment)
export class BookingResolver {
  @Query(() => [AvailableSlot], {
    description: "A doctor's slots on a clinic date; booked or too-soon ones have available false",
  })
  availableSlots(
    @Args(() => AvailableSlotsArgs) args: AvailableSlotsArgs,
    @Ctx() ctx: AppContext,
  ): Promise<AvailableSlot[]> {
    return ctx.loaders.get(availableSlotsLoader).load({ doctorId: args.doctorId, date: args.date });
  }

  @Query(() => SlotDay, {
    description:
      "A doctor's date: its slots and, when none is free, the reason, the doctor's next free " +
      'date and other doctors for the same condition free that date',
  })
  slotDay(@Args(() => SlotDayArgs) args: SlotDayArgs, @Ctx() ctx: AppContext): Promise<SlotDay> {
    return ctx.services.availability.day(ctx.request, args.doctorId, args.date, args.condition);
  }

  @Query(() => BookingWindow, { description: 'The dates a booking can be made for' })
  bookingWindow(@Ctx() ctx: AppContext): BookingWindow {
    return ctx.services.availability.window(ctx.request);
  }

  @Mutation(() => BookingResult, {
    description:
      'Books a free slot; SLOT_TAKEN (with extensions.nextSlots) when it is gone, ' +
      'LIMIT_REACHED when the phone holds as many upcoming appointments as it may',
  })
  async bookAppointment(
    @Arg('input', () => BookAppointmentInput) input: BookAppointmentInput,
    @Ctx() ctx: AppContext,
  ): Promise<BookingResult> {
    const { appointment, message } = await ctx.services.booking.book(ctx.request, input);
    return { appointment, message };
  }

  @Query(() => Appointment, { description: "A patient's booking by reference and phone" })
  appointment(
    @Args(() => AppointmentLookupArgs) args: AppointmentLookupArgs,
    @Ctx() ctx: AppContext,
  ): Promise<Appointment> {
    return ctx.services.booking.find(ctx.request, args.reference, args.phone);
  }

  @Mutation(() => Appointment, {
    description: 'Cancels a booking by reference and phone, up to the minimum notice before it',
  })
  cancelAppointment(
    @Args(() => AppointmentLookupArgs) args: AppointmentLookupArgs,
    @Ctx() ctx: AppContext,
  ): Promise<Appointment> {
    return ctx.services.booking.cancel(ctx.request, args.reference, args.phone);
  }

  @FieldResolver(() => String, {
    description: 'Start in clinic time, e.g. 2026-11-24T10:30:00+05:30',
  })
  scheduledAt(@Root() appointment: Appointment): string {
    return clinicIso(appointment.startsAt);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the patient may still cancel online' })
  canCancel(@Root() appointment: Appointment, @Ctx() ctx: AppContext): boolean {
    return ctx.services.booking.canCancel(ctx.request, appointment);
  }

  @FieldResolver(() => [AppointmentChange], {
    description:
      'What happened to the booking, oldest first: booked, confirmed, rescheduled, cancelled',
  })
  async history(@Root() appointment: Appointment, @Ctx() ctx: AppContext) {
    return publicHistory(await ctx.loaders.get(appointmentHistoryLoader).load(appointment.id));
  }
}
