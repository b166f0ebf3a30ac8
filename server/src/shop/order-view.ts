import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { OrderStatus, PrescriptionStatus } from './order-status';
import { PaymentMethod } from './payment/payment-method';
import { DeliveryMethod } from './delivery/delivery-method';

@ObjectType({ description: 'Who ordered; only shown when the order number is given too' })
export class OrderCustomer {
  @Field(() => String)
  firstName: string;

  @Field(() => String)
  lastName: string;

  @Field(() => String)
  phone: string;

  @Field(() => String)
  email: string;
}

@ObjectType({ description: 'A line of an order with the name and price it was sold at' })
export class OrderLine {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  productId: string;

  @Field(() => String, { description: "The product's name when sold" })
  name: string;

  @Field(() => ID, { nullable: true, description: 'The size ordered, for a product in sizes' })
  variantId: string | null;

  @Field(() => String, { nullable: true, description: 'The size’s label when sold, e.g. L' })
  size: string | null;

  @Field(() => String, { nullable: true, description: 'Main image of the product today' })
  image: string | null;

  @Field(() => Int)
  quantity: number;

  @Field(() => Float, { description: 'Price of one unit in rupees when sold' })
  unitPrice: number;

  @Field(() => Float, { description: 'quantity x unitPrice, in rupees' })
  lineTotal: number;
}

/**
 * An order as a patient may see it. A phone number alone reveals only the date, status, item
 * count and total (orders can reveal sensitive purchases, and the order number is the key to
 * them); with the order number as well, `detailsIncluded` is true and the number, address,
 * customer and items are filled in.
 */
@ObjectType('OrderView')
export class OrderView {
  @Field(() => ID)
  id: string;

  @Field(() => String, {
    nullable: true,
    description:
      'Readable number, e.g. ORD-20261122-4821; null when looked up by phone alone (it unlocks the details)',
  })
  orderNumber: string | null;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => OrderStatus)
  status: OrderStatus;

  @Field(() => Float, { description: 'Total in rupees' })
  totalAmount: number;

  @Field(() => PaymentMethod, { description: 'How the patient pays' })
  paymentMethod: PaymentMethod;

  @Field(() => DeliveryMethod, { description: 'Home delivery or pickup at the clinic' })
  deliveryMethod: DeliveryMethod;

  @Field(() => Float, { description: 'Delivery fee in rupees, included in totalAmount' })
  deliveryFee: number;

  @Field(() => Float, { description: 'The products alone in rupees: totalAmount - deliveryFee' })
  itemsTotal: number;

  @Field(() => Boolean, { description: "Delivered the same day (from the PIN code's area)" })
  sameDayDelivery: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'PIN code of the delivery address; only with the details',
  })
  pinCode: string | null;

  @Field(() => Int, { description: 'Units in the order' })
  itemCount: number;

  @Field(() => Boolean, { description: 'False when looked up by phone alone' })
  detailsIncluded: boolean;

  @Field(() => String, { nullable: true })
  shippingAddress: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Why a cancelled order was cancelled (by the pharmacy, or unconfirmed); only with the details',
  })
  cancelReason: string | null;

  @Field(() => OrderCustomer, { nullable: true })
  customer: OrderCustomer | null;

  @Field(() => [OrderLine], { nullable: true })
  items: OrderLine[] | null;

  @Field(() => PrescriptionStatus, {
    nullable: true,
    description: 'Where its prescription stands; null without prescription-only lines or details',
  })
  prescriptionStatus: PrescriptionStatus | null;

  @Field(() => String, {
    nullable: true,
    description: 'Why the pharmacist did not accept the prescription; only with the details',
  })
  prescriptionNote: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Number of its GST invoice (issued on delivery); only with the details',
  })
  invoiceNumber: string | null;
}
