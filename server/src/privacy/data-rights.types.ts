import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';

export enum DataRequestKindValue {
  SEE = 'SEE',
  CORRECT = 'CORRECT',
  ERASE = 'ERASE',
}

export enum DataRequestStatusValue {
  RECEIVED = 'RECEIVED',
  DONE = 'DONE',
  REFUSED = 'REFUSED',
}

export enum DataRequestProofValue {
  CODE = 'CODE',
  VISIT = 'VISIT',
}

registerEnumType(DataRequestKindValue, {
  name: 'DataRequestKind',
  description: 'What a patient asks of their data: SEE (a copy), CORRECT, or ERASE',
});
registerEnumType(DataRequestStatusValue, {
  name: 'DataRequestStatus',
  description: 'RECEIVED until an admin answers it: DONE, or REFUSED with a reason',
});
registerEnumType(DataRequestProofValue, {
  name: 'DataRequestProof',
  description: 'How the phone was proven: CODE (one-time code to it) or VISIT (in person)',
});

@ObjectType({ description: 'What the patient is told when a request is received' })
export class DataRequestReceipt {
  @Field(() => String, { description: 'What to quote to the clinic, e.g. DR-7K3Q9' })
  reference: string;

  @Field(() => Date, { description: 'The date by which the clinic answers' })
  dueAt: Date;

  @Field(() => String)
  message: string;
}

@ObjectType('DataRequest', { description: 'A patient’s request about their data, at the desk' })
export class DataRequestView {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  reference: string;

  @Field(() => String, { description: '10 digits' })
  phone: string;

  @Field(() => DataRequestKindValue)
  kind: DataRequestKindValue;

  @Field(() => DataRequestStatusValue)
  status: DataRequestStatusValue;

  @Field(() => DataRequestProofValue)
  proof: DataRequestProofValue;

  @Field(() => String, { nullable: true })
  details: string | null;

  @Field(() => String, { nullable: true, description: 'Who took a request made in person' })
  takenBy: string | null;

  @Field(() => String, { nullable: true, description: 'How the identity was checked in person' })
  identityCheck: string | null;

  @Field(() => Date)
  receivedAt: Date;

  @Field(() => Date)
  dueAt: Date;

  @Field(() => Boolean, { description: 'Still open after its due date' })
  overdue: boolean;

  @Field(() => Date, { nullable: true })
  closedAt: Date | null;

  @Field(() => String, { nullable: true })
  closedBy: string | null;

  @Field(() => String, { nullable: true, description: 'Why refused, or what was done' })
  outcome: string | null;
}
