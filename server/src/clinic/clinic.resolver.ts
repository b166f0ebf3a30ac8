import { Ctx, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../common/context';
import { ClinicProfile } from './clinic-profile.entity';
import { ClinicService } from './clinic.service';

@Resolver(() => ClinicProfile)
export class ClinicResolver {
  @Query(() => ClinicProfile, { description: 'Name, address, phones, e-mails and hours' })
  clinic(@Ctx() ctx: AppContext): Promise<ClinicProfile> {
    return new ClinicService(ctx.dataSource).profile();
  }
}
