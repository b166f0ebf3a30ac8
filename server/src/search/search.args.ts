import { IsString, Matches, MaxLength } from 'class-validator';
import { ArgsType, Field, ObjectType } from 'type-graphql';
import { CachePublicly, CacheWithParent } from '../common/cache-control';
import { CATALOGUE_MAX_AGE } from '../common/http-cache';
import { Language } from '../common/language';
import { SearchKind } from './search-kind';

export const SEARCH_TOO_SHORT = 'Please type at least 2 letters to search';

@ArgsType()
export class SearchArgs {
  @Field(() => String, { description: 'Words to find; at least 2 letters' })
  @IsString({ message: SEARCH_TOO_SHORT })
  // Two non-space characters anywhere: "  a " is too short, "ED" is not.
  @Matches(/\S[\s\S]*\S/, { message: SEARCH_TOO_SHORT })
  @MaxLength(100, { message: 'Search text must be at most 100 characters' })
  q: string;

  @Field(() => Language, {
    defaultValue: Language.EN,
    description: "The results' language: titles, summaries and paths as its pages show them",
  })
  language: Language = Language.EN;
}

@CacheWithParent()
@ObjectType({ description: 'One page of the site that matches a search' })
export class SearchHit {
  @Field(() => SearchKind, { description: 'With id, names the hit uniquely across kinds' })
  kind: SearchKind;

  @Field(() => String, { description: 'Unique within its kind only' })
  id: string;

  @Field(() => String)
  title: string;

  @Field(() => String, { description: 'One or two plain sentences' })
  summary: string;

  @Field(() => String, { description: 'Site path to open, e.g. /diseases/fistula' })
  path: string;

  @Field(() => String, { nullable: true, description: 'Image path under /images' })
  image: string | null;
}

@CachePublicly(CATALOGUE_MAX_AGE)
@ObjectType({ description: 'Search results grouped by kind, at most 5 of each' })
export class SearchResults {
  @Field(() => String, { description: 'The search text as used (trimmed)' })
  query: string;

  @Field(() => [SearchHit])
  conditions: SearchHit[];

  @Field(() => [SearchHit])
  services: SearchHit[];

  @Field(() => [SearchHit])
  doctors: SearchHit[];

  @Field(() => [SearchHit])
  products: SearchHit[];

  @Field(() => [SearchHit])
  posts: SearchHit[];
}
