import { IsBoolean, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { ArgsType, Field, ID } from 'type-graphql';

const CONDITION_MESSAGE = 'condition must be a condition page id, e.g. piles';

@ArgsType()
export class DoctorsArgs {
  @Field(() => String, { nullable: true, description: 'Exact specialization, any case' })
  @IsOptional()
  @IsString({ message: 'specialization must be text' })
  @MaxLength(100, { message: 'specialization must be at most 100 characters' })
  specialization?: string;

  @Field(() => String, {
    nullable: true,
    description: 'Only doctors who treat this condition (its page id, e.g. piles)',
  })
  @IsOptional()
  @Matches(/^[a-z][a-z-]{0,39}$/, { message: CONDITION_MESSAGE })
  condition?: string;

  @Field(() => Boolean, { nullable: true, description: 'true: only doctors taking bookings' })
  @IsOptional()
  @IsBoolean({ message: 'available must be true or false' })
  available?: boolean;
}

@ArgsType()
export class DoctorArgs {
  @Field(() => ID, { nullable: true })
  @IsOptional()
  @Matches(/^[1-9]\d{0,8}$/, { message: 'id must be a doctor number, e.g. 3' })
  id?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: 'slug must be text' })
  @MaxLength(100, { message: 'slug must be at most 100 characters' })
  slug?: string;
}
