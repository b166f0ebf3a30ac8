import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { InboxKind, InboxState } from './inbox-state';

// The staff schema's inbox types: served only on /staff/graphql, never in the public schema.

registerEnumType(InboxState, {
  name: 'InboxState',
  description: 'NEW until opened; READ; REPLIED once a reply went to the outbox; ARCHIVED',
});
registerEnumType(InboxKind, {
  name: 'InboxKind',
  description: 'A contact message (can be replied to) or feedback (has no address)',
});

export enum ReplyChannel {
  EMAIL = 'EMAIL',
  WHATSAPP = 'WHATSAPP',
}
registerEnumType(ReplyChannel, { name: 'ReplyChannel', description: 'How a reply is sent' });

@ObjectType({
  simpleResolvers: true,
  description: 'A contact message or feedback, as staff read it',
})
export class InboxItem {
  @Field(() => InboxKind)
  kind: InboxKind;

  @Field(() => ID, { description: 'The id within its kind' })
  id: string;

  @Field(() => String)
  name: string;

  @Field(() => String, { nullable: true, description: 'Contact messages only' })
  email: string | null;

  @Field(() => String, { nullable: true, description: 'Contact messages only, when given' })
  phone: string | null;

  @Field(() => String, { nullable: true, description: 'Contact messages only' })
  subject: string | null;

  @Field(() => String)
  message: string;

  @Field(() => String, { nullable: true, description: 'Feedback only: treatment or condition' })
  condition: string | null;

  @Field(() => Int, { nullable: true, description: 'Feedback only: 1 to 5' })
  rating: number | null;

  @Field(() => Boolean, { description: 'Feedback only: the patient allowed publishing it' })
  consentToPublish: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Feedback only: the town a testimonial names',
  })
  town: string | null;

  @Field(() => ID, { nullable: true, description: 'Feedback only: the doctor it is about' })
  doctorId: string | null;

  @Field(() => Date, { nullable: true, description: 'Feedback only: published as a testimonial' })
  testimonialApprovedAt: Date | null;

  @Field(() => InboxState)
  state: InboxState;

  @Field(() => [InboxState], { description: 'Where staff may move it by hand' })
  nextStates: InboxState[];

  @Field(() => Boolean)
  spam: boolean;

  @Field(() => String, { nullable: true, description: 'Who last moved it' })
  handledBy: string | null;

  @Field(() => Date, { nullable: true })
  handledAt: Date | null;

  @Field(() => Date)
  createdAt: Date;
}

@ObjectType({ simpleResolvers: true })
export class InboxCounts {
  @Field(() => Int, { description: 'NEW, not spam' })
  new: number;

  @Field(() => Int, { description: 'Marked spam' })
  spam: number;
}

@ObjectType({ simpleResolvers: true, description: 'One page of the inbox, newest first' })
export class InboxPage {
  @Field(() => [InboxItem])
  items: InboxItem[];

  @Field(() => Int)
  page: number;

  @Field(() => Boolean)
  hasMore: boolean;

  @Field(() => InboxCounts)
  counts: InboxCounts;
}

@ObjectType({ simpleResolvers: true, description: "The hero's claims as the admin edits them" })
export class ClinicClaimsDesk {
  @Field(() => Int, { nullable: true })
  patientsTreated: number | null;

  @Field(() => Int, { nullable: true })
  yearsOfService: number | null;

  @Field(() => Int, { nullable: true, description: 'Per cent' })
  successRate: number | null;

  @Field(() => Date, { nullable: true })
  updatedAt: Date | null;
}
