import {
  IsBoolean,
  IsEnum,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateNested,
  ArrayMaxSize,
} from 'class-validator';
import { ArgsType, Field, Float, ID, InputType, Int, registerEnumType } from 'type-graphql';
import { HasVisibleText, IsStorableText, MaxCharacters } from '../../common/validators';
import { DrugSchedule } from '../drug-schedule';
import { CATALOGUE_MESSAGES as M } from './catalogue-messages';
import type { CategoryRequest, DeskProductFilter } from './catalogue-desk.service';
import {
  GST_RATES,
  MAX_IMAGES,
  MAX_SIZES,
  type ProductRequest,
  type ProductSizeRequest,
  type ProductTextsRequest,
} from './product-rules';

const ID_TEXT = /^[1-9]\d{0,8}$/;

export enum DeskProductFilterValue {
  ALL = 'ALL',
  LOW_STOCK = 'LOW_STOCK',
  NEAR_EXPIRY = 'NEAR_EXPIRY',
  HIDDEN = 'HIDDEN',
}

registerEnumType(DeskProductFilterValue, {
  name: 'DeskProductFilter',
  description:
    'ALL, LOW_STOCK (at or below the warning), NEAR_EXPIRY (a batch in the window), HIDDEN',
});

@ArgsType()
export class DeskProductsArgs {
  @Field(() => String, { nullable: true, description: 'Part of the name or web address' })
  @IsOptional()
  @IsStorableText()
  @IsString({ message: M.search })
  @MaxCharacters(100, { message: M.search })
  search?: string | null;

  @Field(() => DeskProductFilterValue, { nullable: true, description: 'ALL when left out' })
  @IsOptional()
  @IsEnum(DeskProductFilterValue)
  filter?: DeskProductFilter | null;
}

@ArgsType()
export class DeskProductIdArgs {
  @Field(() => ID)
  @Matches(ID_TEXT, { message: M.productNotFound })
  id: string;
}

@ArgsType()
export class SetProductHiddenArgs extends DeskProductIdArgs {
  @Field(() => Boolean, { description: 'true takes it off the shop; false puts it back' })
  @IsBoolean()
  hidden: boolean;
}

@InputType({ description: 'A size of a product, in display order' })
export class ProductSizeInput implements ProductSizeRequest {
  @Field(() => ID, { nullable: true, description: 'An existing size; left out for a new one' })
  @IsOptional()
  @Matches(ID_TEXT, { message: M.sizeUnknown })
  id?: string | null;

  @Field(() => String, { description: 'e.g. M or 250 ml' })
  @IsStorableText()
  @MaxCharacters(20, { message: M.sizeLabel })
  @HasVisibleText({ message: M.sizeLabel })
  label: string;
}

@InputType({ description: 'The Hindi versions of a product’s texts; blank ones show the English' })
export class ProductTextsInput implements ProductTextsRequest {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsStorableText()
  @IsString({ message: M.hindi })
  @MaxCharacters(120, { message: M.hindi })
  name?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsStorableText()
  @IsString({ message: M.hindi })
  @MaxCharacters(300, { message: M.hindi })
  shortDescription?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsStorableText()
  @IsString({ message: M.hindi })
  @MaxCharacters(5000, { message: M.hindi })
  description?: string | null;
}

@InputType({
  description:
    'A product as the desk edits it. Stock is never set here: a receipt or an adjustment moves it.',
})
export class ProductInput implements ProductRequest {
  @Field(() => String)
  @IsStorableText()
  @MaxCharacters(120, { message: M.nameLength })
  @HasVisibleText({ message: M.name })
  name: string;

  @Field(() => String, {
    nullable: true,
    description: 'The web address (small letters, digits, hyphens); made from the name if left out',
  })
  @IsOptional()
  @IsString({ message: M.slug })
  @MaxLength(80, { message: M.slug })
  slug?: string | null;

  @Field(() => String)
  @IsStorableText()
  @MaxCharacters(5000, { message: M.descriptionLength })
  @HasVisibleText({ message: M.description })
  description: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsStorableText()
  @IsString({ message: M.shortDescriptionLength })
  @MaxCharacters(300, { message: M.shortDescriptionLength })
  shortDescription?: string | null;

  @Field(() => Float, { description: 'Rupees' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.price })
  price: number;

  @Field(() => Float, { nullable: true, description: 'Earlier price in rupees, above the price' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.comparePrice })
  comparePrice?: number | null;

  @Field(() => ID)
  @Matches(ID_TEXT, { message: M.categoryNotFound })
  categoryId: string;

  @Field(() => Int, { description: 'The desk warns at this stock or below' })
  @IsInt({ message: M.lowStockThreshold })
  lowStockThreshold: number;

  @Field(() => Boolean)
  @IsBoolean()
  isFeatured: boolean;

  @Field(() => String, { nullable: true, description: '4 to 8 digits' })
  @IsOptional()
  @IsString({ message: M.hsnCode })
  @MaxLength(8, { message: M.hsnCode })
  hsnCode?: string | null;

  @Field(() => Float, { description: 'GST rate in percent: 0, 0.25, 3, 5, 12, 18 or 28' })
  @IsIn([...GST_RATES], { message: M.gstRate })
  gstRate: number;

  @Field(() => Boolean, { description: 'Sold only with a prescription (always for H and H1)' })
  @IsBoolean()
  prescriptionOnly: boolean;

  @Field(() => DrugSchedule)
  @IsEnum(DrugSchedule)
  drugSchedule: DrugSchedule;

  @Field(() => [ProductSizeInput], {
    nullable: true,
    description: 'Every size in display order; empty for a product without sizes',
  })
  @IsOptional()
  @ArrayMaxSize(MAX_SIZES, { message: M.tooManySizes })
  @ValidateNested({ each: true })
  sizes?: ProductSizeInput[] | null;

  @Field(() => [String], {
    nullable: true,
    description: 'Image paths, main first: uploads or images already on it; left out to keep them',
  })
  @IsOptional()
  @ArrayMaxSize(MAX_IMAGES, { message: M.images })
  @IsString({ each: true, message: M.images })
  @MaxLength(200, { each: true, message: M.images })
  images?: string[] | null;

  @Field(() => ProductTextsInput, { nullable: true, description: 'Left out: no Hindi versions' })
  @IsOptional()
  @ValidateNested()
  hindi?: ProductTextsInput | null;
}

@InputType({ description: 'The Hindi version of a category’s name; blank shows the English' })
export class CategoryTextsInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsStorableText()
  @IsString({ message: M.hindi })
  @MaxCharacters(60, { message: M.hindi })
  name?: string | null;
}

@InputType({ description: 'A category of the shop' })
export class CategoryInput implements CategoryRequest {
  @Field(() => String)
  @IsStorableText()
  @MaxCharacters(60, { message: M.categoryName })
  @HasVisibleText({ message: M.categoryName })
  name: string;

  @Field(() => String, { nullable: true, description: 'Made from the name if left out' })
  @IsOptional()
  @IsString({ message: M.slug })
  @MaxLength(80, { message: M.slug })
  slug?: string | null;

  @Field(() => Int, { nullable: true, description: 'Display position, 0 first' })
  @IsOptional()
  @IsInt({ message: M.sortOrder })
  sortOrder?: number | null;

  @Field(() => CategoryTextsInput, { nullable: true, description: 'Left out: no Hindi name' })
  @IsOptional()
  @ValidateNested()
  hindi?: CategoryTextsInput | null;
}

@ArgsType()
export class CategoryIdArgs {
  @Field(() => ID)
  @Matches(ID_TEXT, { message: M.categoryUnknown })
  id: string;
}
