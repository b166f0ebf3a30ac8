import { Ctx, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../context';
import { ClinicProfile } from './clinic-profile.entity';

@Resolver(() => ClinicProfile)
export class ClinicResolver {
  @Query(() => ClinicProfile, { description: 'Name, address, phones, e-mails and hours' })
  clinic(@Ctx() ctx: AppContext): Promise<ClinicProfile> {
    return ctx.services.clinic.profile();
  }
}
