import { Args, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { NoCache } from '../common/cache-control';
import type { AppContext } from '../context';
import { Category } from './category.entity';
import { ProductArgs, ProductPage, ProductsArgs, ProductsByIdsArgs } from './product.args';
import { Product } from './product.entity';
import { ProductVariant } from './product-variant.entity';
import { variantsLoader } from './shop.loaders';

@Resolver(() => Product)
export class ShopResolver {
  @Query(() => ProductPage, { description: 'Products matching a search and category, one page' })
  products(
    @Args(() => ProductsArgs) args: ProductsArgs,
    @Ctx() ctx: AppContext,
  ): Promise<ProductPage> {
    return ctx.services.shop.products(args);
  }

  @Query(() => Product, { description: 'One product by slug; NOT_FOUND when unknown' })
  product(
    @Args(() => ProductArgs) { slug }: ProductArgs,
    @Ctx() ctx: AppContext,
  ): Promise<Product> {
    return ctx.services.shop.product(slug);
  }

  // A patient's cart at checkout: never a stale price or stock, and never kept by a shared cache.
  @NoCache()
  @Query(() => [Product], { description: "A cart's products at today's prices and stock" })
  productsByIds(
    @Args(() => ProductsByIdsArgs) { ids }: ProductsByIdsArgs,
    @Ctx() ctx: AppContext,
  ): Promise<Product[]> {
    return ctx.services.shop.productsByIds(ids);
  }

  @FieldResolver(() => [ProductVariant], {
    description: 'Sizes with their own stock (empty for a product without sizes)',
  })
  variants(@Root() product: Product, @Ctx() ctx: AppContext): Promise<ProductVariant[]> {
    return ctx.loaders.get(variantsLoader).load(product.id);
  }

  @Query(() => [Category], { description: 'Categories with product counts, in display order' })
  categories(@Ctx() ctx: AppContext): Promise<Category[]> {
    return ctx.services.shop.categories();
  }
}
