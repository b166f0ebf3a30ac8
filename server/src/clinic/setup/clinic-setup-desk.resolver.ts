import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context';
import { staffActorOf } from '../../staff/audit/record-audit';
import {
  ClinicDeskProfile,
  ClinicProfileInput,
  ClinicSetupStatus,
  DemoCounts,
} from './clinic-setup.types';

const changer = (ctx: AppContext) => ({
  actor: staffActorOf(ctx.request),
  address: ctx.request.address,
});

/** The clinic profile desk and the demo data's removal (admins only). */
@Resolver()
export class ClinicSetupDeskResolver {
  @Authorized('admin')
  @Query(() => ClinicDeskProfile, { description: 'The clinic profile with its Hindi versions' })
  deskClinicProfile(@Ctx() ctx: AppContext) {
    return ctx.services.clinicSetup.profile();
  }

  @Authorized('admin')
  @Query(() => ClinicSetupStatus, {
    description: 'Whether the profile is still the demo one, and what demo data is left',
  })
  clinicSetup(@Ctx() ctx: AppContext) {
    return ctx.services.clinicSetup.status();
  }

  @Authorized('admin')
  @Mutation(() => ClinicDeskProfile, {
    description: 'Saves the whole profile; every page shows it within moments',
  })
  updateClinicProfile(
    @Arg('input', () => ClinicProfileInput) input: ClinicProfileInput,
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.clinicSetup.updateProfile(changer(ctx), input);
  }

  @Authorized('admin')
  @Mutation(() => DemoCounts, {
    description: 'Removes the demo doctors, products, posts and orders; answers what went',
  })
  removeDemoData(@Ctx() ctx: AppContext) {
    return ctx.services.clinicSetup.removeDemoData(changer(ctx));
  }
}
