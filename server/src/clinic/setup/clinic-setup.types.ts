import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { ClinicEmail, ClinicPhone, OpeningHours } from '../clinic-profile.entity';
import type { ClinicProfileChanges } from './clinic-profile-rules';

@ObjectType({ description: "The profile's texts in Hindi; null where the English is shown" })
export class ClinicHindiTexts {
  @Field(() => String, { nullable: true })
  name: string | null;

  @Field(() => String, { nullable: true })
  tagline: string | null;

  @Field(() => String, { nullable: true })
  streetAddress: string | null;

  @Field(() => String, { nullable: true })
  locality: string | null;

  @Field(() => String, { nullable: true })
  region: string | null;
}

@ObjectType({ description: 'The clinic profile as the console edits it' })
export class ClinicDeskProfile {
  @Field(() => String)
  name: string;

  @Field(() => String)
  tagline: string;

  @Field(() => String)
  streetAddress: string;

  @Field(() => String)
  locality: string;

  @Field(() => String)
  region: string;

  @Field(() => String, { description: '6-digit PIN code' })
  postalCode: string;

  @Field(() => [ClinicPhone], { description: 'First entry is the main number' })
  phones: ClinicPhone[];

  @Field(() => [ClinicEmail])
  emails: ClinicEmail[];

  @Field(() => String)
  whatsapp: string;

  @Field(() => String)
  emergencyPhone: string;

  @Field(() => [OpeningHours], { description: 'One entry per weekday, Monday first' })
  hours: OpeningHours[];

  @Field(() => String)
  mapUrl: string;

  @Field(() => String, { nullable: true })
  gstin: string | null;

  @Field(() => ClinicHindiTexts)
  hindi: ClinicHindiTexts;

  @Field(() => Boolean, { description: 'Still the demo clinic (nobody has edited it yet)' })
  isDemo: boolean;

  @Field(() => Date)
  updatedAt: Date;
}

@ObjectType({ description: 'Demo rows, kind by kind: what would go, or what went' })
export class DemoCounts {
  @Field(() => Int)
  doctors: number;

  @Field(() => Int)
  products: number;

  @Field(() => Int, { description: 'Demo categories left empty once the demo products go' })
  categories: number;

  @Field(() => Int)
  posts: number;

  @Field(() => Int)
  tags: number;

  @Field(() => Int)
  feedback: number;

  @Field(() => Int, { description: 'Orders of demo products' })
  orders: number;

  @Field(() => Int, { description: 'Appointments with demo doctors' })
  appointments: number;
}

@ObjectType({ description: 'What is left of the demo clinic to set up' })
export class ClinicSetupStatus {
  @Field(() => Boolean)
  profileIsDemo: boolean;

  @Field(() => DemoCounts)
  demo: DemoCounts;
}

@InputType()
export class ClinicPhoneInput {
  @Field(() => String)
  label: string;

  @Field(() => String, { description: '10 digits' })
  number: string;
}

@InputType()
export class ClinicEmailInput {
  @Field(() => String)
  label: string;

  @Field(() => String)
  address: string;
}

@InputType()
export class OpeningHoursInput {
  @Field(() => Int, { description: 'ISO weekday: 1 = Monday ... 7 = Sunday' })
  weekday: number;

  @Field(() => String, { nullable: true, description: 'HH:MM; null (with closes) when closed' })
  opens?: string | null;

  @Field(() => String, { nullable: true, description: 'HH:MM; null (with opens) when closed' })
  closes?: string | null;

  @Field(() => String, { nullable: true })
  note?: string | null;
}

@InputType()
export class ClinicHindiInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  tagline?: string | null;

  @Field(() => String, { nullable: true })
  streetAddress?: string | null;

  @Field(() => String, { nullable: true })
  locality?: string | null;

  @Field(() => String, { nullable: true })
  region?: string | null;
}

@InputType({
  description: 'The whole profile; checked by the same rules as `npm run staff -- init`',
})
export class ClinicProfileInput implements ClinicProfileChanges {
  @Field(() => String)
  name: string;

  @Field(() => String)
  tagline: string;

  @Field(() => String)
  streetAddress: string;

  @Field(() => String)
  locality: string;

  @Field(() => String)
  region: string;

  @Field(() => String)
  postalCode: string;

  @Field(() => [ClinicPhoneInput])
  phones: ClinicPhoneInput[];

  @Field(() => [ClinicEmailInput])
  emails: ClinicEmailInput[];

  @Field(() => String)
  whatsapp: string;

  @Field(() => String)
  emergencyPhone: string;

  @Field(() => [OpeningHoursInput])
  hours: OpeningHours[];

  @Field(() => String)
  mapUrl: string;

  @Field(() => String, { nullable: true, description: 'Blank: no GSTIN' })
  gstin?: string | null;

  @Field(() => ClinicHindiInput, { nullable: true })
  hindi?: ClinicHindiInput | null;
}
