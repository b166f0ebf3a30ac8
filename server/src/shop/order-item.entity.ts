import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { rupees } from '../common/money';
import { Order } from './order.entity';
import { Product } from './product.entity';
import { ProductVariant } from './product-variant.entity';

/** A line of an order, keeping the name and price the product had when it was sold. */
@Entity({ name: 'order_item' })
@Check('order_item_quantity_positive', 'quantity > 0')
@Check('order_item_unit_price_non_negative', 'unit_price >= 0')
@ObjectType()
export class OrderItem {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  @Field(() => ID)
  id: number;

  @ManyToOne(() => Order, (order) => order.items, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn()
  // Relation<> keeps decorator metadata from reading Order while the two modules load each other.
  order: Relation<Order>;

  @Index('order_item_order_id')
  @Column('int')
  orderId: number;

  @ManyToOne(() => Product, { nullable: false, onDelete: 'RESTRICT' })
  @JoinColumn()
  product: Product;

  @Index('order_item_product_id')
  @Column('int')
  productId: number;

  /** The size ordered, for a product sold in sizes. */
  @ManyToOne(() => ProductVariant, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn()
  variant: ProductVariant | null;

  @Index('order_item_variant_id')
  @Column('int', { nullable: true })
  variantId: number | null;

  /** The size's label when sold, e.g. L. */
  @Column('text', { nullable: true })
  variantLabel: string | null;

  @Column('text')
  @Field(() => String)
  productName: string;

  @Column('numeric', { precision: 10, scale: 2, transformer: rupees })
  @Field(() => Float, { description: 'Price of one unit in rupees when sold' })
  unitPrice: number;

  @Column('int')
  @Field(() => Int)
  quantity: number;
}
