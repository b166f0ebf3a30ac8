import { IsBoolean, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { ArgsType, Field, ID } from 'type-graphql';

@ArgsType()
export class DoctorsArgs {
  @Field(() => String, { nullable: true, description: 'Exact specialization, any case' })
  @IsOptional()
  @IsString({ message: 'specialization must be text' })
  @MaxLength(100, { message: 'specialization must be at most 100 characters' })
  specialization?: string;

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
