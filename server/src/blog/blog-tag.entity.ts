import { Field, ID, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'blog_tag' })
@ObjectType()
export class BlogTag {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  @Field(() => ID)
  id: number;

  @Column('text', { unique: true })
  @Field(() => String)
  name: string;
}
