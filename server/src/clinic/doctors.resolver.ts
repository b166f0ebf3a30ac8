import { Args, Ctx, Query, Resolver } from 'type-graphql';
import { CachePublicly } from '../common/cache-control';
import type { AppContext } from '../context';
import { CONTENT_MAX_AGE } from '../common/http-cache';
import { Doctor } from './doctor.entity';
import { DoctorArgs, DoctorsArgs } from './doctors.args';

@Resolver(() => Doctor)
export class DoctorsResolver {
  @Query(() => [Doctor], { description: 'Doctors ordered by name' })
  doctors(@Args(() => DoctorsArgs) args: DoctorsArgs, @Ctx() ctx: AppContext): Promise<Doctor[]> {
    return ctx.services.doctors.list(args);
  }

  @Query(() => Doctor, { description: 'One doctor by id or slug; NOT_FOUND when unknown' })
  doctor(@Args(() => DoctorArgs) args: DoctorArgs, @Ctx() ctx: AppContext): Promise<Doctor> {
    return ctx.services.doctors.get(args);
  }

  @CachePublicly(CONTENT_MAX_AGE)
  @Query(() => [String], { description: 'Distinct specializations, alphabetical' })
  specializations(@Ctx() ctx: AppContext): Promise<string[]> {
    return ctx.services.doctors.specializations();
  }
}
