import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { OutboxStatus } from '../outbox/outbox-message.entity';

// The staff schema's view of the outbox: served only on /staff/graphql. It names a message by its
// template in staff words and never carries its text, its parameters or the address it went to.

export enum MessageStatus {
  QUEUED = 'QUEUED',
  SENDING = 'SENDING',
  SENT = 'SENT',
  DELIVERED = 'DELIVERED',
  FAILED = 'FAILED',
  DROPPED = 'DROPPED',
}

registerEnumType(MessageStatus, {
  name: 'MessageStatus',
  description:
    'QUEUED (waiting for its time or a worker), SENDING, SENT (the provider took it), DELIVERED ' +
    '(the provider says it arrived), FAILED (every try failed; may be retried), DROPPED (not to ' +
    'be sent: opted out, or what it told of changed)',
});

export const messageStatus = (status: OutboxStatus) => status as MessageStatus;

@ObjectType({ simpleResolvers: true, description: 'One message and where its delivery stands' })
export class DeskMessage {
  @Field(() => ID)
  id: string;

  @Field(() => String, { description: 'The template’s name, e.g. booking_confirmed' })
  template: string;

  @Field(() => String, { description: 'What the desk calls it, e.g. "Booking confirmed"' })
  label: string;

  @Field(() => String, { description: 'PATIENT or CLINIC' })
  audience: string;

  @Field(() => String, {
    nullable: true,
    description: 'The channel that sent it or tried last (whatsapp, sms, email, log)',
  })
  channel: string | null;

  @Field(() => MessageStatus)
  status: MessageStatus;

  @Field(() => String, {
    nullable: true,
    description: 'Why the last try failed or why it was dropped, in words for staff',
  })
  reason: string | null;

  @Field(() => Int)
  attempts: number;

  @Field(() => Date, { description: 'When the change that asked for it was made' })
  queuedAt: Date;

  @Field(() => Date, { description: 'Not before: a reminder’s time, or the end of quiet hours' })
  dueAt: Date;

  @Field(() => Date, { nullable: true })
  sentAt: Date | null;

  @Field(() => Date, { description: 'Its last change of status' })
  updatedAt: Date;

  @Field(() => String, { nullable: true, description: 'The booking it tells of' })
  reference: string | null;

  @Field(() => String, { nullable: true, description: 'The order it tells of' })
  orderNumber: string | null;

  @Field(() => Boolean, { description: 'Whether the signed-in role may send it again now' })
  canRetry: boolean;
}

@ObjectType({ simpleResolvers: true, description: 'Failed messages, newest first: one page' })
export class FailedMessagePage {
  @Field(() => [DeskMessage])
  messages: DeskMessage[];

  @Field(() => Int)
  page: number;

  @Field(() => Boolean)
  hasMore: boolean;
}
