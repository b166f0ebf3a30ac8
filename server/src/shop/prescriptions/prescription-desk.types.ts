import { IsEnum, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { ArgsType, Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { IsStorableText } from '../../common/validators';
import { OrderStatus, PrescriptionStatus } from '../order-status';
import type { PrescriptionCheckView } from './prescription-desk.service';
import { PRESCRIPTION_MESSAGES as M } from './prescription-messages';

// The staff schema's prescription types: served only on /staff/graphql.

export enum PrescriptionFileKind {
  IMAGE = 'IMAGE',
  PDF = 'PDF',
}

registerEnumType(PrescriptionFileKind, {
  name: 'PrescriptionFileKind',
  description: 'IMAGE: a photo, shown in the console; PDF: downloaded, never opened inline',
});

@ObjectType({ description: 'A line of an order whose prescription is checked' })
export class PrescriptionCheckLine {
  @Field(() => String)
  name: string;

  @Field(() => String, { nullable: true })
  size: string | null;

  @Field(() => Int)
  quantity: number;

  @Field(() => Boolean)
  prescriptionOnly: boolean;
}

@ObjectType({ description: "An order's prescription and the pharmacist's check of it" })
export class PrescriptionCheck implements Omit<PrescriptionCheckView, 'kind'> {
  @Field(() => String)
  orderNumber: string;

  @Field(() => Date)
  placedAt: Date;

  @Field(() => OrderStatus)
  orderStatus: OrderStatus;

  @Field(() => PrescriptionStatus)
  status: PrescriptionStatus;

  @Field(() => String)
  customerName: string;

  @Field(() => String)
  customerPhone: string;

  @Field(() => Float, { description: 'Rupees' })
  totalAmount: number;

  @Field(() => [PrescriptionCheckLine])
  items: PrescriptionCheckLine[];

  @Field(() => PrescriptionFileKind)
  kind: PrescriptionFileKind;

  @Field(() => Int, { description: 'Size of the stored file in bytes' })
  byteSize: number;

  @Field(() => Date)
  uploadedAt: Date;

  @Field(() => String, {
    description:
      'GET it (same-origin, signed in as pharmacy or admin) for the file; every view is audited',
  })
  fileUrl: string;

  @Field(() => Date, { nullable: true })
  reviewedAt: Date | null;

  @Field(() => String, { nullable: true })
  reviewerName: string | null;

  @Field(() => String, { nullable: true })
  reviewerRegistration: string | null;

  @Field(() => String, { nullable: true, description: 'What the patient reads in their lookup' })
  rejectReason: string | null;
}

const ORDER_NUMBER = /^\s*[A-Za-z0-9-]{4,40}\s*$/;

@ArgsType()
export class PrescriptionOrderArgs {
  @Field(() => String)
  @IsString({ message: M.orderNotFound })
  @Matches(ORDER_NUMBER, { message: M.orderNotFound })
  orderNumber: string;
}

@ArgsType()
export class PrescriptionListArgs {
  @Field(() => PrescriptionStatus, { nullable: true, description: 'TO_CHECK when left out' })
  @IsOptional()
  @IsEnum(PrescriptionStatus)
  status?: PrescriptionStatus | null;
}

@ArgsType()
export class ApprovePrescriptionArgs extends PrescriptionOrderArgs {
  @Field(() => String, {
    nullable: true,
    description: "The pharmacist's registration number; the one on their account when left out",
  })
  @IsOptional()
  @IsString({ message: M.registrationFormat })
  @MaxLength(40, { message: M.registrationFormat })
  registrationNumber?: string | null;
}

@ArgsType()
export class RejectPrescriptionArgs extends PrescriptionOrderArgs {
  @Field(() => String, { description: 'Why, in words the patient reads; at most 300 characters' })
  @IsStorableText()
  @IsString({ message: M.reasonRequired })
  @MaxLength(1000, { message: M.reasonLength })
  reason: string;
}
