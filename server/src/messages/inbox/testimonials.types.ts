import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { CacheWithParent } from '../../common/cache-control';
import type { PublicTestimonial, RatingSummary } from './testimonials.service';

// The public schema's testimonials and ratings: nothing a patient could be found by.

@CacheWithParent()
@ObjectType({
  simpleResolvers: true,
  description: 'Feedback the patient allowed publishing and the clinic approved',
})
export class Testimonial implements PublicTestimonial {
  @Field(() => ID)
  id: string;

  @Field(() => String, { description: 'First name only' })
  firstName: string;

  @Field(() => String)
  town: string;

  @Field(() => String, { description: "The patient's approved words" })
  text: string;

  @Field(() => Int, { description: '1 to 5' })
  rating: number;

  @Field(() => Date, { description: 'When it was approved' })
  date: Date;
}

@CacheWithParent()
@ObjectType({ simpleResolvers: true, description: 'An average of approved feedback' })
export class Rating implements RatingSummary {
  @Field(() => Float, { description: 'Out of 5, one decimal' })
  average: number;

  @Field(() => Int, { description: 'How many approved ratings it averages' })
  count: number;
}

@CacheWithParent()
@ObjectType('ClinicClaims', {
  simpleResolvers: true,
  description:
    "The home page hero's figures: the clinic's own claims (null when it makes none) and the " +
    'average rating of approved feedback (null until there is some)',
})
export class PublicClinicClaims {
  @Field(() => Int, { nullable: true })
  patientsTreated: number | null;

  @Field(() => Int, { nullable: true })
  yearsOfService: number | null;

  @Field(() => Int, { nullable: true, description: 'Per cent' })
  successRate: number | null;

  @Field(() => Rating, { nullable: true })
  rating: Rating | null;
}
