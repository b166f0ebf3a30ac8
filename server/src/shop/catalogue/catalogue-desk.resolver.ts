import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context';
import {
  CategoryIdArgs,
  CategoryInput,
  DeskProductIdArgs,
  DeskProductsArgs,
  ProductInput,
  SetProductHiddenArgs,
} from './catalogue-desk.inputs';
import { DeskCategory, DeskProduct } from './catalogue-desk.types';

/** The pharmacy desk's products and categories. */
@Resolver(() => DeskProduct)
export class CatalogueDeskResolver {
  @Authorized('admin', 'pharmacy')
  @Query(() => [DeskProduct], {
    description: 'Products by name, hidden ones too, at most 200; search and filter narrow it',
  })
  deskProducts(@Args(() => DeskProductsArgs) args: DeskProductsArgs, @Ctx() ctx: AppContext) {
    return ctx.services.catalogueDesk.products(ctx.request, args);
  }

  @Authorized('admin', 'pharmacy')
  @Query(() => DeskProduct, { description: 'One product; NOT_FOUND when unknown' })
  deskProduct(@Args(() => DeskProductIdArgs) args: DeskProductIdArgs, @Ctx() ctx: AppContext) {
    return ctx.services.catalogueDesk.product(ctx.request, args.id);
  }

  @Authorized('admin', 'pharmacy')
  @Mutation(() => DeskProduct, { description: 'A new product at stock 0; a receipt stocks it' })
  createProduct(@Arg('input', () => ProductInput) input: ProductInput, @Ctx() ctx: AppContext) {
    return ctx.services.catalogueDesk.create(ctx.request, input);
  }

  @Authorized('admin', 'pharmacy')
  @Mutation(() => DeskProduct, { description: 'Edits a product’s details, sizes and images' })
  updateProduct(
    @Args(() => DeskProductIdArgs) args: DeskProductIdArgs,
    @Arg('input', () => ProductInput) input: ProductInput,
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.catalogueDesk.update(ctx.request, args.id, input);
  }

  @Authorized('admin', 'pharmacy')
  @Mutation(() => DeskProduct, {
    description: 'Takes a product off the shop (or puts it back); its orders keep their lines',
  })
  setProductHidden(
    @Args(() => SetProductHiddenArgs) args: SetProductHiddenArgs,
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.catalogueDesk.setHidden(ctx.request, args.id, args.hidden);
  }

  @Authorized('admin', 'pharmacy')
  @Query(() => [DeskCategory], { description: 'Every category in display order' })
  deskCategories(@Ctx() ctx: AppContext) {
    return ctx.services.catalogueDesk.categories();
  }

  @Authorized('admin', 'pharmacy')
  @Mutation(() => DeskCategory)
  createCategory(@Arg('input', () => CategoryInput) input: CategoryInput, @Ctx() ctx: AppContext) {
    return ctx.services.catalogueDesk.createCategory(ctx.request, input);
  }

  @Authorized('admin', 'pharmacy')
  @Mutation(() => DeskCategory)
  updateCategory(
    @Args(() => CategoryIdArgs) args: CategoryIdArgs,
    @Arg('input', () => CategoryInput) input: CategoryInput,
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.catalogueDesk.updateCategory(ctx.request, args.id, input);
  }
}
