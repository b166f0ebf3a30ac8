import { IsEnum, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { IsLanguageWhenGiven, Language } from '../common/language';
import {
  HasVisibleText,
  IsEmailOnceTrimmed,
  IsStorableText,
  MaxCharacters,
} from '../common/validators';
import { OrdersByPhoneArgs } from '../shop/order-lookup.args';
import { DATA_RIGHTS_WORDS as W } from './data-rights-words';
import { DataRequestKindValue, DataRequestStatusValue } from './data-rights.types';

@ArgsType()
export class RequestDataRightsArgs extends OrdersByPhoneArgs {
  @Field(() => String, {
    description: 'The token verifyOrderLookupCode gave for this phone; never in a URL',
  })
  @IsString({ message: W.unlockOver })
  @MaxLength(100, { message: W.unlockOver })
  unlockToken: string;

  @Field(() => DataRequestKindValue)
  @IsEnum(DataRequestKindValue, { message: W.kind })
  kind: DataRequestKindValue;

  @Field(() => String, {
    nullable: true,
    description: 'What the patient wants, e.g. the right spelling of a name (1000 characters)',
  })
  @IsOptional()
  @IsString({ message: W.details })
  @IsStorableText()
  @MaxCharacters(1000, { message: W.details })
  details?: string | null;

  @Field(() => Language, {
    nullable: true,
    description: 'The language to answer in; EN if not given',
  })
  @IsLanguageWhenGiven()
  language?: Language | null;
}

@InputType({ description: 'A request a patient made in person, identity checked at the desk' })
export class RecordDataRequestInput {
  @Field(() => String, { description: 'As typed: spaces, +91 or a leading 0 are fine' })
  @IsString({ message: W.phone })
  @MaxLength(20, { message: W.phone })
  @Matches(/^[+\d\s()-]+$/, { message: W.phone })
  phone: string;

  @Field(() => DataRequestKindValue)
  @IsEnum(DataRequestKindValue, { message: W.kind })
  kind: DataRequestKindValue;

  @Field(() => String, { description: 'e.g. "Aadhaar card seen; name matches the booking"' })
  @IsString({ message: W.identity })
  @IsStorableText()
  @HasVisibleText({ message: W.identity })
  @MaxCharacters(200, { message: W.identity })
  identityCheck: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: W.details })
  @IsStorableText()
  @MaxCharacters(1000, { message: W.details })
  details?: string | null;
}

@ArgsType()
export class DataRequestIdArgs {
  @Field(() => ID)
  @IsString({ message: W.id })
  @Matches(/^[1-9]\d{0,8}$/, { message: W.id })
  id: string;
}

@ArgsType()
export class DataRequestsArgs {
  @Field(() => DataRequestStatusValue, {
    nullable: true,
    description: 'Only requests in this state; every request when left out',
  })
  @IsOptional()
  @IsEnum(DataRequestStatusValue)
  status?: DataRequestStatusValue | null;
}

@ArgsType()
export class RefuseDataRequestArgs extends DataRequestIdArgs {
  @Field(() => String, { description: 'Told to the patient: why the request is refused' })
  @IsString({ message: W.reason })
  @IsStorableText()
  @HasVisibleText({ message: W.reason })
  @MaxCharacters(300, { message: W.reason })
  reason: string;
}

@ArgsType()
export class CompleteDataRequestArgs extends DataRequestIdArgs {
  @Field(() => String, { nullable: true, description: 'What was done, e.g. "copy handed over"' })
  @IsOptional()
  @IsString({ message: W.reason })
  @IsStorableText()
  @MaxCharacters(300, { message: W.reason })
  note?: string | null;
}

@InputType({
  description: 'The corrected fields; the ones left out (or blank) stay as they are',
})
export class DataCorrectionInput {
  @Field(() => String, { nullable: true })
  @ValidateIf((_input, value) => value !== undefined && value !== null)
  @IsString({ message: W.firstName })
  @IsStorableText()
  @MaxCharacters(80, { message: W.firstName })
  firstName?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: W.lastName })
  @IsStorableText()
  @MaxCharacters(80, { message: W.lastName })
  lastName?: string | null;

  @Field(() => String, { nullable: true })
  @ValidateIf((_input, value) => value !== undefined && value !== null && value !== '')
  @IsEmailOnceTrimmed({ message: W.email })
  @MaxCharacters(200, { message: W.email })
  email?: string | null;

  @Field(() => String, { nullable: true })
  @ValidateIf((_input, value) => value !== undefined && value !== null)
  @IsString({ message: W.address })
  @IsStorableText()
  @MaxCharacters(300, { message: W.address })
  address?: string | null;
}
