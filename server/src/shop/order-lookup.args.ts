import { IsString, Matches, MaxLength, ValidateBy } from 'class-validator';
import { ArgsType, Field } from 'type-graphql';
import { IsStorableText, IsTenDigitPhone } from '../common/validators';

export const LOOKUP_MESSAGES = {
  phone: 'Please enter your phone number to view orders',
  orderNumber: 'Order numbers look like ORD-20261122-4821',
} as const;

@ArgsType()
export class OrdersByPhoneArgs {
  @Field(() => String, { description: 'The 10-digit phone the orders were placed with' })
  @IsString({ message: LOOKUP_MESSAGES.phone })
  @IsTenDigitPhone()
  // Reported first (class-validator reads decorators bottom-up): empty says what to do.
  @ValidateBy(
    {
      name: 'isNotBlank',
      validator: { validate: (v) => typeof v === 'string' && v.trim() !== '' },
    },
    { message: LOOKUP_MESSAGES.phone },
  )
  phone: string;
}

@ArgsType()
export class OrderLookupArgs extends OrdersByPhoneArgs {
  @Field(() => String, { description: 'Any case; spaces around it are ignored' })
  @IsStorableText({ message: LOOKUP_MESSAGES.orderNumber })
  @IsString({ message: LOOKUP_MESSAGES.orderNumber })
  @MaxLength(40, { message: LOOKUP_MESSAGES.orderNumber })
  @Matches(/\S/, { message: LOOKUP_MESSAGES.orderNumber })
  orderNumber: string;
}
