import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  type ValidationOptions,
  ValidateNested,
} from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { IsLanguageWhenGiven, Language } from '../common/language';
import {
  HasVisibleText,
  hasVisibleText,
  IsDatabaseId,
  isEmailAddress,
  IsStorableText,
  IsTenDigitPhone,
} from '../common/validators';
import type { Order } from './order.entity';
import { QUANTITY_CEILING } from '../common/config';
import { PaymentMethod } from './payment/payment-method';
import { DeliveryMethod } from './delivery/delivery-method';
import { DELIVERY_MESSAGES } from './delivery/delivery-quote';
import { PAYMENT_METHOD_MESSAGE } from './payment/payment-methods';
import { PRESCRIPTION_MESSAGES } from './prescriptions/prescription-messages';
import { UPLOAD_TOKEN_PATTERN } from './prescriptions/prescription-token';

export const MAX_LINES = 50;

/** The spec's checkout texts (section 5), shared with the client's own checks. */
export const ORDER_MESSAGES = {
  name: 'Please enter your full name',
  emailFormat: 'Please enter a valid email address',
  phone: 'Please enter your phone number',
  address: 'Please enter your shipping address',
  items: 'Your cart is empty. Please add a product first.',
  quantity: `Quantity must be a whole number from 1 to ${QUANTITY_CEILING}`,
  productId: 'A product in your cart is not valid. Please remove it and try again.',
  variantId: 'A size in your cart is not valid. Please remove it and try again.',
  idempotencyKey: 'idempotencyKey must be 8 to 100 letters, digits, - or _',
  paymentMethod: PAYMENT_METHOD_MESSAGE,
  deliveryMethod: 'Please choose home delivery or pickup at the clinic',
} as const;

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * Required text: empty, only spaces or only invisible characters fails (the spec checks names
 * "after trimming").
 */
const IsNotBlank = HasVisibleText;

/** Blank is left to IsNotBlank, so an empty field gets one message, not two. */
function IsEmailWhenGiven(options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'isEmail', validator: { validate: (v) => isBlank(v) || isEmailAddress(v) } },
    options,
  );
}

/** A pickup at the clinic needs no address (blank is fine); every other order does. */
function IsAddressUnlessPickup(options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isAddressUnlessPickup',
      validator: {
        validate: (value, args) =>
          (args?.object as PlaceOrderInput).deliveryMethod === DeliveryMethod.PICKUP
            ? typeof value === 'string'
            : hasVisibleText(value),
      },
    },
    options,
  );
}

@InputType({ description: 'One product and how many of it' })
export class OrderLineInput {
  @Field(() => ID)
  @IsString({ message: ORDER_MESSAGES.productId })
  @IsDatabaseId({ message: ORDER_MESSAGES.productId })
  productId: string;

  @Field(() => Int)
  @IsInt({ message: ORDER_MESSAGES.quantity })
  @Min(1, { message: ORDER_MESSAGES.quantity })
  // The caps (config) are checked by the service; past this the number is not an order at all.
  @Max(QUANTITY_CEILING, { message: ORDER_MESSAGES.quantity })
  quantity: number;

  @Field(() => ID, { nullable: true, description: 'The size, for a product sold in sizes' })
  @IsOptional()
  @IsString({ message: ORDER_MESSAGES.variantId })
  @IsDatabaseId({ message: ORDER_MESSAGES.variantId })
  variantId?: string | null;
}

/**
 * What checkout sends. Fields are declared in the spec's checking order, so the first message a
 * patient sees is the one the checkout form would show first. Prices are never taken from here.
 * class-validator reports a property's decorators bottom-up: IsNotBlank sits last so an empty
 * field reads "Please enter ..." rather than a format message.
 */
@InputType()
export class PlaceOrderInput implements Partial<
  Omit<Order, 'items' | 'customerEmail' | 'paymentMethod' | 'deliveryMethod' | 'language'>
> {
  @Field(() => String)
  @IsStorableText()
  @IsString({ message: ORDER_MESSAGES.name })
  @MaxLength(100, { message: 'Name must be at most 100 characters' })
  @IsNotBlank({ message: ORDER_MESSAGES.name })
  customerName: string;

  // Optional, as for booking: most patients have no e-mail they check; the phone is the key.
  @Field(() => String, { nullable: true, description: 'Optional; blank or left out means none' })
  @IsOptional()
  @IsString({ message: ORDER_MESSAGES.emailFormat })
  @IsEmailWhenGiven({ message: ORDER_MESSAGES.emailFormat })
  @MaxLength(200, { message: 'E-mail must be at most 200 characters' })
  customerEmail?: string | null;

  @Field(() => String, { description: 'Exactly 10 digits' })
  @IsString({ message: ORDER_MESSAGES.phone })
  @IsTenDigitPhone()
  @IsNotBlank({ message: ORDER_MESSAGES.phone })
  customerPhone: string;

  @Field(() => DeliveryMethod, {
    nullable: true,
    description: 'Home delivery (needs pinCode in a delivery area) or pickup at the clinic',
  })
  @IsOptional()
  @IsIn(Object.values(DeliveryMethod), { message: ORDER_MESSAGES.deliveryMethod })
  deliveryMethod?: DeliveryMethod | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Six digits; needed for home delivery and checked against deliveryAreas. Callers that ' +
      'name no deliveryMethod and no pinCode are served as before (no fee)',
  })
  @IsOptional()
  @IsString({ message: DELIVERY_MESSAGES.pinFormat })
  pinCode?: string | null;

  @Field(() => String, { description: 'Blank for a pickup at the clinic' })
  @IsStorableText()
  @IsString({ message: ORDER_MESSAGES.address })
  @MaxLength(500, { message: 'Address must be at most 500 characters' })
  @IsAddressUnlessPickup({ message: ORDER_MESSAGES.address })
  shippingAddress: string;

  @Field(() => PaymentMethod, {
    nullable: true,
    description: 'How the patient pays; cash on delivery (COD) when left out',
  })
  @IsOptional()
  @IsIn(Object.values(PaymentMethod), { message: ORDER_MESSAGES.paymentMethod })
  paymentMethod?: PaymentMethod | null;

  @Field(() => [OrderLineInput])
  @IsArray({ message: ORDER_MESSAGES.items })
  @ArrayNotEmpty({ message: ORDER_MESSAGES.items })
  @ArrayMaxSize(MAX_LINES, { message: `An order can hold at most ${MAX_LINES} products` })
  @ValidateNested({ each: true })
  items: OrderLineInput[];

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsStorableText()
  @IsString({ message: 'notes must be text' })
  @MaxLength(1000, { message: 'Notes must be at most 1000 characters' })
  notes?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Sent again on a retry, it returns the first order instead of a second one',
  })
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{8,100}$/, { message: ORDER_MESSAGES.idempotencyKey })
  idempotencyKey?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The token POST /api/prescriptions answered; needed when a product is prescriptionOnly',
  })
  @IsOptional()
  @Matches(UPLOAD_TOKEN_PATTERN, { message: PRESCRIPTION_MESSAGES.tokenFormat })
  prescriptionToken?: string | null;

  @Field(() => Language, {
    nullable: true,
    description: "The language of the patient's messages about this order; EN when not given",
  })
  @IsLanguageWhenGiven()
  language?: Language | null;
}

const EMAIL_IN_TEXT = /[^\s@,;:<>()]+@[^\s@,;:<>()]+\.[A-Za-z]{2,}/;

/**
 * The checkout body integrators send (items with numeric or string ids, the key in a header or the
 * body) as the input both doors validate. Older checkouts sent the e-mail only inside the notes,
 * so it is read from there when no e-mail field is given.
 */
export function placeOrderInputFrom(
  body: Record<string, unknown>,
  idempotencyKey: string | undefined,
): PlaceOrderInput {
  const notes = typeof body.notes === 'string' ? body.notes : undefined;
  const items = Array.isArray(body.items)
    ? body.items.map((item: Record<string, unknown> | null) =>
        Object.assign(new OrderLineInput(), {
          productId: typeof item?.productId === 'number' ? String(item.productId) : item?.productId,
          quantity: item?.quantity,
          variantId: typeof item?.variantId === 'number' ? String(item.variantId) : item?.variantId,
        }),
      )
    : body.items;
  return Object.assign(new PlaceOrderInput(), {
    items,
    customerName: body.customerName,
    customerEmail: body.customerEmail ?? body.email ?? notes?.match(EMAIL_IN_TEXT)?.[0] ?? null,
    customerPhone: body.customerPhone,
    // A pickup needs no address: one left out is none.
    shippingAddress: body.shippingAddress ?? (body.deliveryMethod === 'PICKUP' ? '' : undefined),
    paymentMethod: body.paymentMethod ?? null,
    deliveryMethod: body.deliveryMethod ?? null,
    pinCode: typeof body.pinCode === 'number' ? String(body.pinCode) : (body.pinCode ?? null),
    notes: body.notes ?? null,
    idempotencyKey: idempotencyKey ?? body.idempotencyKey ?? null,
    prescriptionToken: body.prescriptionToken ?? null,
    language: body.language ?? null,
  });
}
