import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../context';
import { AppointmentsByPhoneArgs } from './appointment-lookup.args';
import { AppointmentListing } from './appointment-listing';

@Resolver(() => AppointmentListing)
export class AppointmentLookupResolver {
  @Query(() => [AppointmentListing], {
    description:
      'Upcoming appointments booked with a phone, soonest first: date, time, doctor and status ' +
      'only (no reference, no patient). Counted with `ordersByPhone` of the same phone in one ' +
      'request as one lookup. The booking reference, given to `appointment`, unlocks one.',
  })
  appointmentsByPhone(
    @Args(() => AppointmentsByPhoneArgs) { phone }: AppointmentsByPhoneArgs,
    @Ctx() ctx: AppContext,
  ): Promise<AppointmentListing[]> {
    return ctx.services.appointmentLookup.upcomingByPhone(ctx.request, phone);
  }
}
