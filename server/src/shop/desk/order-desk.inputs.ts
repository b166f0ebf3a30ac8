import {
  IsBoolean,
  IsEnum,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { ArgsType, Field, Float, InputType, Int } from 'type-graphql';
import { IsStorableText, MaxCharacters } from '../../common/validators';
import { OrderStatus } from '../order-status';
import { PaymentMethod } from '../payment/payment-method';
import type { BoardFilter } from './order-desk-read.service';
import type { PaymentRequest } from './order-desk.service';
import { ORDER_DESK_MESSAGES as M } from './order-desk-messages';
import { CollectionMethod } from './order-payment.entity';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ORDER_NUMBER = /^\s*ORD-\d{8}-\d{4,6}\s*$/i;

@ArgsType()
export class OrderBoardArgs implements BoardFilter {
  @Field(() => OrderStatus, {
    nullable: true,
    description: 'One status’s orders; PENDING when neither this, search nor owed is given',
  })
  @IsOptional()
  @IsEnum(OrderStatus, { message: M.status })
  status?: OrderStatus | null;

  @Field(() => Boolean, { nullable: true, description: 'Delivered orders not yet paid' })
  @IsOptional()
  @IsBoolean()
  owed?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description: 'An order number, a 10-digit phone or at least 3 letters of a name',
  })
  @IsOptional()
  @IsStorableText()
  @IsString({ message: M.search })
  @MaxLength(100, { message: M.search })
  search?: string | null;

  @Field(() => String, { nullable: true, description: 'Orders placed on this clinic date' })
  @IsOptional()
  @Matches(DATE, { message: M.date })
  day?: string | null;

  @Field(() => PaymentMethod, { nullable: true })
  @IsOptional()
  @IsEnum(PaymentMethod)
  paymentMethod?: PaymentMethod | null;

  @Field(() => Int, { nullable: true, description: 'From 1; 30 orders a page' })
  @IsOptional()
  @IsInt({ message: M.page })
  @Min(1, { message: M.page })
  @Max(1000, { message: M.page })
  page?: number | null;
}

@ArgsType()
export class OrderNumberArgs {
  @Field(() => String, { description: 'e.g. ORD-20261122-4821' })
  @Matches(ORDER_NUMBER, { message: M.orderNumber })
  orderNumber: string;
}

@ArgsType()
export class SetOrderStatusArgs extends OrderNumberArgs {
  @Field(() => OrderStatus)
  @IsEnum(OrderStatus, { message: M.status })
  status: OrderStatus;

  @Field(() => String, {
    nullable: true,
    description: 'Required to cancel (the patient sees it in their lookup); a note otherwise',
  })
  @IsOptional()
  @IsStorableText()
  @IsString({ message: M.reasonLength })
  @MaxCharacters(300, { message: M.reasonLength })
  reason?: string | null;
}

@InputType({ description: 'The money taken for a delivered order' })
export class OrderPaymentInput implements PaymentRequest {
  @Field(() => CollectionMethod)
  @IsEnum(CollectionMethod, { message: M.paymentMethod })
  method: CollectionMethod;

  @Field(() => Float, { description: 'Rupees, exactly the amount due' })
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: M.amount })
  @Min(0.01, { message: M.amount })
  @Max(99_999_999.99, { message: M.amount })
  amount: number;

  @Field(() => String, { nullable: true, description: 'UPI only: the UTR of the transfer' })
  @IsOptional()
  @IsStorableText()
  @IsString({ message: M.upiReference })
  @MaxLength(40, { message: M.upiReference })
  upiReference?: string | null;
}

@ArgsType()
export class DayArgs {
  @Field(() => String, {
    nullable: true,
    description: 'YYYY-MM-DD, clinic date; today if left out',
  })
  @IsOptional()
  @Matches(DATE, { message: M.date })
  date?: string | null;
}
