import { Field, Int, ObjectType } from 'type-graphql';
import { CachePublicly } from '../common/cache-control';
import type { PublicQueueView } from './queue.service';

/** Kept this long by any cache: the queue page polls, and a token called shows within it. */
export const QUEUE_MAX_AGE = 5;

@CachePublicly(QUEUE_MAX_AGE)
@ObjectType({ description: "A doctor's queue today as anyone may see it: token numbers only" })
export class PublicQueue implements PublicQueueView {
  @Field(() => String)
  doctorName: string;

  @Field(() => String, { description: 'YYYY-MM-DD, clinic date' })
  date: string;

  @Field(() => Int, { nullable: true, description: 'The token now with the doctor' })
  nowSeeing: number | null;

  @Field(() => Int, { nullable: true, description: 'The next token waiting' })
  next: number | null;
}
