import { Field, ID, Int, ObjectType } from 'type-graphql';
import { StockMovementKind } from './stock-movement-kind';

@ObjectType({ description: 'One change of a product’s stock, newest first' })
export class StockMovementView {
  @Field(() => ID)
  id: number;

  @Field(() => StockMovementKind)
  kind: StockMovementKind;

  @Field(() => Int, { description: 'Units added (positive) or taken (negative)' })
  quantity: number;

  @Field(() => String, { nullable: true, description: 'The size, for a product in sizes' })
  size: string | null;

  @Field(() => String, { nullable: true })
  reason: string | null;

  @Field(() => String, { nullable: true })
  batchNumber: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  expiryDate: string | null;

  @Field(() => String, { nullable: true, description: 'The order of a SALE or RELEASE' })
  orderNumber: string | null;

  @Field(() => String, { description: 'Staff member or key, or patient/system' })
  by: string;

  @Field(() => Date)
  at: Date;
}

@ObjectType({ description: 'A batch near (or past) its expiry that is still in stock' })
export class ExpiringBatch {
  @Field(() => ID)
  productId: number;

  @Field(() => String)
  productName: string;

  @Field(() => String, { nullable: true })
  size: string | null;

  @Field(() => String)
  batchNumber: string;

  @Field(() => String, { description: 'YYYY-MM-DD' })
  expiryDate: string;

  @Field(() => Int)
  received: number;

  @Field(() => Int, { description: 'Units probably left (sales taken oldest batch first)' })
  remaining: number;

  @Field(() => Boolean)
  expired: boolean;
}
