import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { DrugSchedule } from '../drug-schedule';

@ObjectType({ description: 'A size of a product at the desk, with its own stock' })
export class DeskProductSize {
  @Field(() => ID)
  id: number;

  @Field(() => String)
  label: string;

  @Field(() => Int)
  stock: number;
}

@ObjectType({ description: 'The Hindi versions of a product’s texts; null shows the English' })
export class DeskProductTexts {
  @Field(() => String, { nullable: true })
  name: string | null;

  @Field(() => String, { nullable: true })
  shortDescription: string | null;

  @Field(() => String, { nullable: true })
  description: string | null;
}

@ObjectType({ description: 'The Hindi version of a category’s name; null shows the English' })
export class DeskCategoryTexts {
  @Field(() => String, { nullable: true })
  name: string | null;
}

@ObjectType({ description: 'A product as the pharmacy desk sees it, hidden ones included' })
export class DeskProduct {
  @Field(() => ID)
  id: number;

  @Field(() => String)
  slug: string;

  @Field(() => String)
  name: string;

  @Field(() => String)
  description: string;

  @Field(() => String, { nullable: true })
  shortDescription: string | null;

  @Field(() => Float, { description: 'Price in rupees' })
  price: number;

  @Field(() => Float, { nullable: true, description: 'Earlier price in rupees, struck through' })
  comparePrice: number | null;

  @Field(() => [String], { description: 'Image paths, the main one first' })
  images: string[];

  @Field(() => ID)
  categoryId: number;

  @Field(() => String)
  categoryName: string;

  @Field(() => Int, { description: 'Units on the shelf: the sum of its stock movements' })
  stock: number;

  @Field(() => Int)
  lowStockThreshold: number;

  @Field(() => Boolean, { description: 'Stock at or below the low-stock threshold' })
  lowStock: boolean;

  @Field(() => String, {
    nullable: true,
    description:
      'The soonest expiry (YYYY-MM-DD) of a batch still in stock within the warning window',
  })
  nearestExpiry: string | null;

  @Field(() => Boolean)
  isFeatured: boolean;

  @Field(() => String, { nullable: true })
  hsnCode: string | null;

  @Field(() => Float, { description: 'GST rate in percent' })
  gstRate: number;

  @Field(() => Boolean)
  prescriptionOnly: boolean;

  @Field(() => DrugSchedule)
  drugSchedule: DrugSchedule;

  @Field(() => Boolean, { description: 'Off the shop (its orders keep their lines)' })
  hidden: boolean;

  @Field(() => [DeskProductSize], { description: 'Sizes in display order; empty for most' })
  sizes: DeskProductSize[];

  @Field(() => DeskProductTexts)
  hindi: DeskProductTexts;

  @Field(() => Date)
  createdAt: Date;
}

@ObjectType({ description: 'A category at the desk, with its products (hidden ones too)' })
export class DeskCategory {
  @Field(() => ID)
  id: number;

  @Field(() => String)
  name: string;

  @Field(() => String)
  slug: string;

  @Field(() => Int)
  sortOrder: number;

  @Field(() => Int)
  productCount: number;

  @Field(() => DeskCategoryTexts)
  hindi: DeskCategoryTexts;
}
