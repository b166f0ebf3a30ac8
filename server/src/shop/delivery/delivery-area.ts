import { Field, Float, ObjectType } from 'type-graphql';
import type { DeliveryArea as ConfiguredArea } from '../../common/config';

@ObjectType('DeliveryArea', { description: 'A PIN code the clinic delivers to, and the fee' })
export class DeliveryAreaView implements ConfiguredArea {
  @Field(() => String, { description: 'Six digits, e.g. 464001' })
  pinCode: string;

  @Field(() => Float, { description: 'Delivery fee in rupees' })
  fee: number;

  @Field(() => Boolean, { description: 'Orders confirmed in the morning arrive the same day' })
  sameDay: boolean;
}
