import { Field, ID, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CachePublicly } from '../common/cache-control';
import { CONTENT_MAX_AGE } from '../common/http-cache';

@Entity({ name: 'blog_tag' })
@CachePublicly(CONTENT_MAX_AGE)
@ObjectType()
export class BlogTag {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  @Field(() => ID)
  id: number;

  @Column('text', { unique: true })
  @Field(() => String)
  name: string;
}
