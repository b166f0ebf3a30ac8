import {
  IsBoolean,
  IsEnum,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { HasVisibleText, IsDatabaseId, IsStorableText } from '../../common/validators';
import { InboxKind, InboxState } from './inbox-state';
import { INBOX_WORDS as W } from './inbox-words';
import { ReplyChannel } from './inbox.types';

@ArgsType()
export class InboxArgs {
  @Field(() => InboxState, { nullable: true, description: 'Only this state; all when unset' })
  @IsOptional()
  @IsEnum(InboxState, { message: W.state })
  state?: InboxState | null;

  @Field(() => InboxKind, { nullable: true, description: 'Only this kind; both when unset' })
  @IsOptional()
  @IsEnum(InboxKind, { message: W.kind })
  kind?: InboxKind | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'true: only what is marked spam; false or unset: only what is not',
  })
  @IsOptional()
  @IsBoolean({ message: W.spam })
  spam?: boolean | null;

  @Field(() => Int, { nullable: true, description: 'From 1; 30 a page' })
  @IsOptional()
  @IsInt({ message: W.page })
  @Min(1, { message: W.page })
  @Max(1000, { message: W.page })
  page?: number | null;
}

@ArgsType()
export class InboxItemArgs {
  @Field(() => InboxKind)
  @IsEnum(InboxKind, { message: W.kind })
  kind: InboxKind;

  @Field(() => ID)
  @IsDatabaseId({ message: W.id })
  id: string;
}

@ArgsType()
export class InboxStateArgs extends InboxItemArgs {
  @Field(() => InboxState)
  @IsEnum(InboxState, { message: W.state })
  state: InboxState;
}

@ArgsType()
export class InboxSpamArgs extends InboxItemArgs {
  @Field(() => Boolean)
  @IsBoolean({ message: W.spam })
  spam: boolean;
}

@ArgsType()
export class ReplyArgs {
  @Field(() => ID, { description: "The contact message's id" })
  @IsDatabaseId({ message: W.id })
  id: string;

  @Field(() => ReplyChannel)
  @IsEnum(ReplyChannel, { message: W.channel })
  channel: ReplyChannel;

  @Field(() => String, { description: 'The reply, at most 1000 characters' })
  @IsStorableText()
  @HasVisibleText({ message: W.reply })
  @MaxLength(1000, { message: W.reply })
  @IsString({ message: W.reply })
  text: string;
}

@InputType({ description: 'How an approved testimonial is shown: first name and this town' })
export class TestimonialInput {
  @Field(() => String)
  @IsStorableText()
  @HasVisibleText({ message: W.town })
  @MaxLength(60, { message: W.town })
  @IsString({ message: W.town })
  town: string;

  @Field(() => ID, { nullable: true, description: 'The doctor whose rating it counts towards' })
  @IsOptional()
  @IsDatabaseId({ message: W.doctorId })
  doctorId?: string | null;
}

@ArgsType()
export class FeedbackIdArgs {
  @Field(() => ID, { description: "The feedback's id" })
  @IsDatabaseId({ message: W.id })
  id: string;
}

@InputType({ description: "The hero's claims; an empty figure is not shown" })
export class ClinicClaimsInput {
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Min(0, { message: W.patientsTreated })
  @Max(10_000_000, { message: W.patientsTreated })
  @IsInt({ message: W.patientsTreated })
  patientsTreated?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Min(0, { message: W.yearsOfService })
  @Max(200, { message: W.yearsOfService })
  @IsInt({ message: W.yearsOfService })
  yearsOfService?: number | null;

  @Field(() => Int, { nullable: true, description: 'Per cent, 0 to 100' })
  @IsOptional()
  @Min(0, { message: W.successRate })
  @Max(100, { message: W.successRate })
  @IsInt({ message: W.successRate })
  successRate?: number | null;
}
