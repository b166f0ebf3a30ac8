import { GraphQLJSON } from 'graphql-scalars';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { StaffRoleValue } from './staff-role.enum';

@ObjectType({ description: 'A person who works at the clinic' })
export class StaffMember {
  @Field(() => ID)
  id: number;

  @Field(() => String)
  email: string;

  @Field(() => String)
  name: string;

  @Field(() => StaffRoleValue)
  role: StaffRoleValue;

  @Field(() => ID, { nullable: true, description: 'The doctor this account is (doctor role)' })
  doctorId: number | null;

  @Field(() => Boolean)
  totpEnabled: boolean;

  @Field(() => Date, { nullable: true, description: 'Set once the account is disabled' })
  disabledAt: Date | null;
}

@ObjectType({ description: 'A new authenticator secret: scan the link as a QR code' })
export class TotpEnrolment {
  @Field(() => String, { description: 'otpauth:// link for the authenticator app' })
  otpauthUrl: string;

  @Field(() => String, { description: 'The same secret, to type in by hand' })
  secret: string;
}

@ObjectType()
export class TotpConfirmation {
  @Field(() => [String], { description: 'Ten codes, each usable once; shown only now' })
  recoveryCodes: string[];
}

@ObjectType({ description: "Another system's key, acting with one role" })
export class IntegrationKey {
  @Field(() => ID)
  id: number;

  @Field(() => String)
  name: string;

  @Field(() => StaffRoleValue)
  role: StaffRoleValue;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  revokedAt: Date | null;

  @Field(() => Date, { nullable: true })
  lastUsedAt: Date | null;
}

@ObjectType()
export class NewIntegrationKey {
  @Field(() => IntegrationKey)
  key: IntegrationKey;

  @Field(() => String, { description: 'Sent as Authorization: Bearer <secret>; shown only now' })
  secret: string;
}

@ObjectType({ description: 'One staff change: who, when, from where, and the fields it changed' })
export class AuditEntry {
  @Field(() => ID)
  id: string;

  @Field(() => Date)
  at: Date;

  @Field(() => String)
  actorName: string;

  @Field(() => String, { description: 'staff, key or system' })
  actorKind: string;

  @Field(() => String)
  address: string;

  @Field(() => String)
  action: string;

  @Field(() => String)
  recordType: string;

  @Field(() => String)
  recordId: string;

  @Field(() => GraphQLJSON, { nullable: true })
  before: Record<string, unknown> | null;

  @Field(() => GraphQLJSON, { nullable: true })
  after: Record<string, unknown> | null;
}

@ObjectType()
export class AuditPage {
  @Field(() => [AuditEntry], { description: 'Newest first, 50 a page' })
  entries: AuditEntry[];

  @Field(() => Int)
  total: number;
}

@InputType()
export class AuditFilter {
  @Field(() => String, { nullable: true, description: 'e.g. appointment, staff_account' })
  recordType?: string | null;

  @Field(() => String, { nullable: true })
  recordId?: string | null;

  @Field(() => ID, { nullable: true })
  staffId?: string | null;

  @Field(() => String, { nullable: true, description: 'A clinic day, YYYY-MM-DD' })
  day?: string | null;

  @Field(() => Int, { nullable: true, description: 'From 1' })
  page?: number | null;
}
