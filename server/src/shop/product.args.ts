import {
  ArrayMaxSize,
  IsArray,
  IsEnum,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { ArgsType, Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { CachePublicly } from '../common/cache-control';
import { CATALOGUE_MAX_AGE } from '../common/http-cache';
import { Product } from './product.entity';

export enum ProductSort {
  NEWEST = 'NEWEST',
  PRICE_ASC = 'PRICE_ASC',
  PRICE_DESC = 'PRICE_DESC',
  NAME = 'NAME',
}

registerEnumType(ProductSort, {
  name: 'ProductSort',
  valuesConfig: {
    NEWEST: { description: 'Newest first' },
    PRICE_ASC: { description: 'Price: low to high' },
    PRICE_DESC: { description: 'Price: high to low' },
    NAME: { description: 'Name: A to Z' },
  },
});

export const MAX_PAGE_SIZE = 100;

@ArgsType()
export class ProductsArgs {
  @Field(() => String, { nullable: true, description: 'Words in name or descriptions' })
  @IsOptional()
  @IsString({ message: 'search must be text' })
  @MaxLength(100, { message: 'search must be at most 100 characters' })
  search?: string;

  @Field(() => String, { nullable: true, description: "Category slug or name; 'all' = every one" })
  @IsOptional()
  @IsString({ message: 'category must be text' })
  @MaxLength(100, { message: 'category must be at most 100 characters' })
  category?: string;

  @Field(() => ProductSort, { defaultValue: ProductSort.NEWEST })
  @IsEnum(ProductSort, { message: 'sortBy must be one of NEWEST, PRICE_ASC, PRICE_DESC, NAME' })
  sortBy: ProductSort = ProductSort.NEWEST;

  @Field(() => Int, { defaultValue: 1 })
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be 1 or more' })
  page: number = 1;

  @Field(() => Int, { defaultValue: 24 })
  @IsInt({ message: 'pageSize must be a whole number' })
  @Min(1, { message: `pageSize must be between 1 and ${MAX_PAGE_SIZE}` })
  @Max(MAX_PAGE_SIZE, { message: `pageSize must be between 1 and ${MAX_PAGE_SIZE}` })
  pageSize: number = 24;
}

@ArgsType()
export class ProductArgs {
  @Field(() => String)
  @IsString({ message: 'slug must be text' })
  @MaxLength(200, { message: 'slug must be at most 200 characters' })
  slug: string;
}

@ArgsType()
export class ProductsByIdsArgs {
  @Field(() => [ID], { description: 'Ids of products in a cart; unknown ids are left out' })
  @IsArray({ message: 'ids must be a list' })
  @ArrayMaxSize(MAX_PAGE_SIZE, { message: `ids must hold at most ${MAX_PAGE_SIZE} ids` })
  @Matches(/^[0-9]{1,10}$/, { each: true, message: 'ids must be product ids' })
  ids: string[];
}

@CachePublicly(CATALOGUE_MAX_AGE)
@ObjectType({ description: 'One page of products and how many match in all' })
export class ProductPage {
  @Field(() => [Product])
  items: Product[];

  @Field(() => Int, { description: 'Matches in all, counted up to 1,000' })
  total: number;

  @Field(() => Boolean, { description: 'True when there are more than `total` matches' })
  totalIsLowerBound: boolean;

  @Field(() => Int)
  page: number;

  @Field(() => Int)
  pageSize: number;
}
