import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { CachePublicly } from '../common/cache-control';
import { CATALOGUE_MAX_AGE } from '../common/http-cache';
import { decimalNumber, rupees } from '../common/money';
import { Category } from './category.entity';
import { DrugSchedule } from './drug-schedule';
import type { TextVersions } from '../common/text-versions';

@Entity({ name: 'product' })
@Check('product_price_non_negative', 'price >= 0')
@Check('product_compare_price_non_negative', 'compare_price IS NULL OR compare_price >= 0')
@Check('product_stock_non_negative', 'stock >= 0')
@Check('product_hsn_code_digits', `hsn_code IS NULL OR hsn_code ~ '^[0-9]{4,8}$'`)
@Check('product_gst_rate_known', 'gst_rate IN (0, 0.25, 3, 5, 12, 18, 28)')
@Check('product_low_stock_threshold_non_negative', 'low_stock_threshold >= 0')
@Check('product_drug_schedule_known', `drug_schedule IN ('NONE','H','H1','X')`)
// H and H1 are sold only against a prescription; a Schedule X medicine is never listed.
@Check(
  'product_drug_schedule_prescription',
  `drug_schedule NOT IN ('H','H1','X') OR prescription_only`,
)
@Check('product_schedule_x_hidden', `drug_schedule <> 'X' OR hidden`)
// Trigram (GIN) indexes for ILIKE search, created by a migration the schema builder cannot express.
@Index('product_name_trgm', { synchronize: false })
@Index('product_short_description_trgm', { synchronize: false })
@Index('product_description_trgm', { synchronize: false })
@Index('product_name_hi_trgm', { synchronize: false })
// The shop search's one index over the three texts (migration 1764800500000).
@Index('product_search_text_trgm', { synchronize: false })
@CachePublicly(CATALOGUE_MAX_AGE)
@ObjectType()
export class Product {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  @Field(() => ID)
  id: number;

  @Column('text', { unique: true })
  @Field(() => String)
  slug: string;

  @Index('product_name')
  @Column('text')
  @Field(() => String)
  name: string;

  @Column('text')
  @Field(() => String)
  description: string;

  @Column('text', { nullable: true })
  @Field(() => String, { nullable: true })
  shortDescription: string | null;

  // Sorting by price or name walks these and stops after one page, even with a common word.
  @Index('product_price')
  @Column('numeric', { precision: 10, scale: 2, transformer: rupees })
  @Field(() => Float, { description: 'Price in rupees' })
  price: number;

  @Column('numeric', { precision: 10, scale: 2, nullable: true, transformer: rupees })
  @Field(() => Float, {
    nullable: true,
    description: 'Earlier price in rupees, shown struck through',
  })
  comparePrice: number | null;

  @Column('text', { array: true, default: () => "'{}'" })
  @Field(() => [String], { description: 'Image paths under /images, first is the main one' })
  images: string[];

  @ManyToOne(() => Category, { nullable: false, onDelete: 'RESTRICT' })
  @JoinColumn()
  @Field(() => Category)
  category: Category;

  @Index('product_category_id')
  @Column('int')
  categoryId: number;

  @Column('int', { default: 0 })
  @Field(() => Int)
  stock: number;

  @Column('boolean', { default: false })
  @Field(() => Boolean)
  isFeatured: boolean;

  /** Harmonised System code printed on the GST invoice; none until the pharmacy sets it. */
  @Column('text', { nullable: true })
  hsnCode: string | null;

  /** GST rate in percent (CGST and SGST are half each). */
  @Column('numeric', { precision: 4, scale: 2, default: 0, transformer: decimalNumber })
  gstRate: number;

  /** Sold only with a prescription a pharmacist has approved. */
  @Column('boolean', { default: false })
  @Field(() => Boolean, {
    description: 'Ordered only with a prescription attached at checkout (prescriptionToken)',
  })
  prescriptionOnly: boolean;

  /** The medicine's schedule (see drug-schedule.ts); NONE for everything else. */
  @Column('text', { default: DrugSchedule.NONE })
  drugSchedule: DrugSchedule;

  /** Hidden from the shop without deleting it: orders keep their lines. */
  @Column('boolean', { default: false })
  hidden: boolean;

  /** The desk warns when stock falls to this or below. */
  @Column('int', { default: 5 })
  lowStockThreshold: number;

  @Index('product_created_at')
  @CreateDateColumn({ type: 'timestamptz' })
  @Field(() => Date)
  createdAt: Date;

  /** Versions of the texts above in other languages (`{ hi: { name: '…' } }`); never sent whole. */
  @Column('jsonb', { default: () => "'{}'" })
  translations: TextVersions;
}
