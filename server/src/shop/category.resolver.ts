import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../context';
import { Category } from './category.entity';
import { productCountLoader } from './shop.loaders';

@Resolver(() => Category)
export class CategoryResolver {
  /** `categories` counts in its own query; a product's category is counted here, batched. */
  @FieldResolver(() => Int, { description: 'Number of products in this category' })
  count(@Root() category: Category, @Ctx() ctx: AppContext): number | Promise<number> {
    return category.count ?? ctx.loaders.get(productCountLoader).load(category.id);
  }
}
