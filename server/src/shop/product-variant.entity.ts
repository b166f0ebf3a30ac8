import { Field, ID, Int, ObjectType } from 'type-graphql';
import {
  Check,
  Column,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  type Relation,
} from 'typeorm';
import { Product } from './product.entity';

/**
 * One size of a product (support briefs in M / L / XL), with its own stock. A product with
 * variants is ordered by variant; its own stock is the sum of theirs, kept so by every write.
 */
@Entity({ name: 'product_variant' })
@Check('product_variant_stock_non_negative', 'stock >= 0')
@Check('product_variant_label_present', 'length(btrim(label)) > 0')
@Unique('product_variant_label_unique', ['productId', 'label'])
@ObjectType({ description: 'A size of a product, with its own stock' })
export class ProductVariant {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  @Field(() => ID)
  id: number;

  @ManyToOne(() => Product, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn()
  product: Relation<Product>;

  @Column('int')
  productId: number;

  @Column('text')
  @Field(() => String, { description: 'The size as shown, e.g. M' })
  label: string;

  @Column('int', { default: 0 })
  @Field(() => Int)
  stock: number;

  /** Display order: M before L before XL. */
  @Column('int', { default: 0 })
  position: number;
}
