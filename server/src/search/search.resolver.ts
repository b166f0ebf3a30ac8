import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../context';
import { SearchArgs, SearchResults } from './search.args';

@Resolver()
export class SearchResolver {
  @Query(() => SearchResults, {
    description: 'Site search over conditions, services, doctors, products and published posts',
  })
  search(
    @Args(() => SearchArgs) { q, language }: SearchArgs,
    @Ctx() ctx: AppContext,
  ): Promise<SearchResults> {
    return ctx.services.search.search(q, language);
  }
}
