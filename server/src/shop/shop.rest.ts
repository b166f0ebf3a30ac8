import { Router, type Request, type Response } from 'express';
import { validationError } from '../common/errors';
import type { ExpensiveReads } from '../common/expensive-reads';
import { Language, queryLanguage } from '../common/language';
import { contextOf } from '../common/request-context';
import { inLanguage, textsIn } from '../common/text-versions';
import { TRANSLATED } from '../common/text-versions.resolvers';
import { cachePublicly, CATALOGUE_MAX_AGE } from '../common/http-cache';
import { assertValid, queryInt, queryText } from '../common/validation';
import { MAX_PAGE_SIZE, ProductArgs, ProductSort, ProductsArgs } from './product.args';
import type { Product } from './product.entity';
import type { ShopService } from './shop.service';

/** The spec's `sortBy` values (the old client always sends `sortOrder=desc`; it changes nothing). */
const REST_SORTS: Record<string, ProductSort> = {
  createdAt: ProductSort.NEWEST,
  newest: ProductSort.NEWEST,
  price: ProductSort.PRICE_ASC,
  price_asc: ProductSort.PRICE_ASC,
  price_desc: ProductSort.PRICE_DESC,
  name: ProductSort.NAME,
};

export function productJson(product: Product, language: Language = Language.EN) {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    description: product.description,
    shortDescription: product.shortDescription,
    price: product.price,
    comparePrice: product.comparePrice,
    images: product.images,
    category: inLanguage(product.category, 'name', language),
    categorySlug: product.category.slug,
    stock: product.stock,
    isFeatured: product.isFeatured,
    prescriptionOnly: product.prescriptionOnly,
    createdAt: product.createdAt.toISOString(),
    ...textsIn(product, TRANSLATED.product, language),
  };
}

export function shopRouter({ shop, reads }: { shop: ShopService; reads: ExpensiveReads }): Router {
  const router = Router();

  router.get('/products', async (req, res) => {
    const language = queryLanguage(req.query.lang);
    const sortText = queryText(req.query.sortBy)?.trim();
    const sortOrder = queryText(req.query.sortOrder)?.trim().toLowerCase();
    if (sortText && !(sortText in REST_SORTS)) {
      throw validationError({
        sortBy: `sortBy must be one of ${Object.keys(REST_SORTS).join(', ')}`,
      });
    }
    if (sortOrder && sortOrder !== 'asc' && sortOrder !== 'desc') {
      throw validationError({ sortOrder: 'sortOrder must be asc or desc' });
    }
    const args = Object.assign(new ProductsArgs(), {
      search: queryText(req.query.search),
      category: queryText(req.query.category),
      sortBy: sortText ? REST_SORTS[sortText] : ProductSort.NEWEST,
      page: queryInt(req.query.page) ?? 1,
      // The existing client shows one grid without paging, so REST defaults to the largest page.
      pageSize: queryInt(req.query.pageSize) ?? MAX_PAGE_SIZE,
    });
    await assertValid(args);
    // A page of up to 100 products, or a search: either is an expensive read.
    const page = await reads.run(contextOf(req), () => shop.products(args));
    cachePublicly(res, CATALOGUE_MAX_AGE);
    res.json({
      products: page.items.map((product) => productJson(product, language)),
      total: page.total,
      totalIsLowerBound: page.totalIsLowerBound,
      page: page.page,
      pageSize: page.pageSize,
    });
  });

  const categories = async (req: Request, res: Response) => {
    const language = queryLanguage(req.query.lang);
    const list = await shop.categories();
    cachePublicly(res, CATALOGUE_MAX_AGE);
    res.json({
      categories: list.map((category) => ({
        name: inLanguage(category, 'name', language),
        slug: category.slug,
        count: category.count,
      })),
    });
  };
  router.get('/categories', categories);
  router.get('/products/meta/categories', categories);

  router.get('/products/:slug', async (req, res) => {
    const language = queryLanguage(req.query.lang);
    const args = await assertValid(Object.assign(new ProductArgs(), { slug: req.params.slug }));
    const product = await shop.product(args.slug);
    const [variants] = await shop.variantsOf([product.id]);
    cachePublicly(res, CATALOGUE_MAX_AGE);
    // Sizes, for integrators to order one (items[].variantId); empty for most products.
    res.json({
      product: {
        ...productJson(product, language),
        variants: variants.map(({ id, label, stock }) => ({ id, label, stock })),
      },
    });
  });

  return router;
}
