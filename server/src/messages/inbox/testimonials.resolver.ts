import { Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { Doctor } from '../../clinic/doctor.entity';
import { CachePublicly } from '../../common/cache-control';
import { CONTENT_MAX_AGE } from '../../common/http-cache';
import type { AppContext } from '../../context';
import { doctorRatingLoader } from './testimonials.loaders';
import { PublicClinicClaims, Rating, Testimonial } from './testimonials.types';

/** Public reads of approved feedback: testimonials, the hero's figures, each doctor's rating. */
@Resolver(() => Testimonial)
export class TestimonialsResolver {
  @CachePublicly(CONTENT_MAX_AGE)
  @Query(() => [Testimonial], {
    description: 'Approved testimonials, newest first (first name and town only), at most 12',
  })
  testimonials(@Ctx() ctx: AppContext): Promise<Testimonial[]> {
    return ctx.services.testimonials.published();
  }

  @CachePublicly(CONTENT_MAX_AGE)
  @Query(() => PublicClinicClaims, {
    description: "The hero's figures: the clinic's claims and the rating of approved feedback",
  })
  clinicClaims(@Ctx() ctx: AppContext): Promise<PublicClinicClaims> {
    return publicClaims(ctx);
  }
}

export async function publicClaims(ctx: Pick<AppContext, 'services'>): Promise<PublicClinicClaims> {
  const [claims, rating] = await Promise.all([
    ctx.services.clinicClaims.get(),
    ctx.services.testimonials.clinicRating(),
  ]);
  return {
    patientsTreated: claims.patientsTreated,
    yearsOfService: claims.yearsOfService,
    successRate: claims.successRate,
    rating: rating.average === null ? null : { average: rating.average, count: rating.count },
  };
}

@Resolver(() => Doctor)
export class DoctorRatingResolver {
  @FieldResolver(() => Rating, {
    nullable: true,
    description: 'The average of approved feedback about this doctor; null until there is some',
  })
  rating(@Root() doctor: Doctor, @Ctx() ctx: AppContext): Promise<Rating | null> {
    return ctx.loaders.get(doctorRatingLoader).load(doctor.id) as Promise<Rating | null>;
  }
}
