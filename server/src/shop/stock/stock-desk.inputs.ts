import { IsInt, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { HasVisibleText, IsStorableText, MaxCharacters } from '../../common/validators';
import { STOCK_MESSAGES as M } from './stock-messages';
import type { AdjustmentRequest, ReceiptRequest } from './stock-desk.service';

const ID_TEXT = /^[1-9]\d{0,8}$/;

@InputType({
  description:
    'A change of stock found on the shelf: the counted stock, or a change such as -2, with why',
})
export class StockAdjustmentInput implements AdjustmentRequest {
  @Field(() => ID)
  @Matches(ID_TEXT, { message: M.productNotFound })
  productId: string;

  @Field(() => ID, { nullable: true, description: 'The size, for a product sold in sizes' })
  @IsOptional()
  @Matches(ID_TEXT, { message: M.sizeUnknown })
  variantId?: string | null;

  @Field(() => Int, { nullable: true, description: 'The stock as counted; or else change' })
  @IsOptional()
  @IsInt({ message: M.countedStock })
  countedStock?: number | null;

  @Field(() => Int, { nullable: true, description: 'Units to add (positive) or take (negative)' })
  @IsOptional()
  @IsInt({ message: M.change })
  change?: number | null;

  @Field(() => String, { description: 'Counted stock, damaged, expired…' })
  @IsStorableText()
  @MaxCharacters(200, { message: M.reason })
  @HasVisibleText({ message: M.reason })
  reason: string;
}

@InputType({ description: 'A delivery from a supplier: units, batch number and expiry date' })
export class StockReceiptInput implements ReceiptRequest {
  @Field(() => ID)
  @Matches(ID_TEXT, { message: M.productNotFound })
  productId: string;

  @Field(() => ID, { nullable: true, description: 'The size, for a product sold in sizes' })
  @IsOptional()
  @Matches(ID_TEXT, { message: M.sizeUnknown })
  variantId?: string | null;

  @Field(() => Int)
  @IsInt({ message: M.quantity })
  quantity: number;

  @Field(() => String, { description: 'As printed on the pack' })
  @IsStorableText()
  @IsString({ message: M.batchNumber })
  @MaxLength(40, { message: M.batchNumber })
  @HasVisibleText({ message: M.batchNumber })
  batchNumber: string;

  @Field(() => String, { description: 'YYYY-MM-DD, after today' })
  @IsString({ message: M.expiryDate })
  @Matches(/^\s*\d{4}-\d{2}-\d{2}\s*$/, { message: M.expiryDate })
  expiryDate: string;

  @Field(() => String, { nullable: true, description: 'The supplier or invoice number' })
  @IsOptional()
  @IsStorableText()
  @IsString({ message: M.noteLength })
  @MaxCharacters(200, { message: M.noteLength })
  note?: string | null;
}

@ArgsType()
export class StockMovementsArgs {
  @Field(() => ID)
  @Matches(ID_TEXT, { message: M.productNotFound })
  productId: string;
}

@ArgsType()
export class NearExpiryArgs {
  @Field(() => Int, {
    nullable: true,
    description: 'Days ahead (1-730); BATCH_EXPIRY_WARNING_DAYS when left out',
  })
  @IsOptional()
  @IsInt({ message: M.days })
  days?: number | null;
}
