import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CachePublicly } from '../common/cache-control';
import { CATALOGUE_MAX_AGE } from '../common/http-cache';
import type { TextVersions } from '../common/text-versions';

@Entity({ name: 'category' })
@CachePublicly(CATALOGUE_MAX_AGE)
@ObjectType()
export class Category {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  @Field(() => ID)
  id: number;

  @Column('text', { unique: true })
  @Field(() => String)
  slug: string;

  @Column('text', { unique: true })
  @Field(() => String)
  name: string;

  @Column('int', { default: 0 })
  sortOrder: number;

  @Field(() => Int, { description: 'Number of products in this category' })
  count?: number;

  /** Versions of the texts above in other languages (`{ hi: { name: '…' } }`); never sent whole. */
  @Column('jsonb', { default: () => "'{}'" })
  translations: TextVersions;
}
