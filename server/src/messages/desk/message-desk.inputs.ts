import { IsInt, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, ID, Int } from 'type-graphql';
import { MESSAGE_DESK_WORDS as W } from './message-desk-words';

@ArgsType()
export class AppointmentMessagesArgs {
  @Field(() => String, { description: 'The booking reference, e.g. APT-7K3Q9' })
  @IsString({ message: W.reference })
  @MaxLength(20, { message: W.reference })
  @Matches(/^\s*APT-[A-Z0-9]+\s*$/i, { message: W.reference })
  reference: string;
}

@ArgsType()
export class OrderMessagesArgs {
  @Field(() => String, { description: 'e.g. ORD-20261122-4821' })
  @IsString({ message: W.orderNumber })
  @MaxLength(40, { message: W.orderNumber })
  @Matches(/^\s*ORD-[A-Z0-9-]+\s*$/i, { message: W.orderNumber })
  orderNumber: string;
}

@ArgsType()
export class FailedMessagesArgs {
  @Field(() => Int, { nullable: true, description: 'From 1; 30 messages a page' })
  @IsOptional()
  @IsInt({ message: W.page })
  @Min(1, { message: W.page })
  @Max(1000, { message: W.page })
  page?: number;
}

@ArgsType()
export class RetryMessageArgs {
  @Field(() => ID)
  @IsUUID('all', { message: W.messageId })
  id: string;
}
