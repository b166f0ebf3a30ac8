import { In, type DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { foundOr } from '../common/errors';
import { likePattern } from '../common/like-pattern';
import { Category } from './category.entity';
import { Product } from './product.entity';
import { ProductVariant } from './product-variant.entity';

export type ProductOrder = 'NEWEST' | 'PRICE_ASC' | 'PRICE_DESC' | 'NAME';

export interface ProductQuery {
  search?: string;
  category?: string;
  sortBy?: ProductOrder;
  page?: number;
  pageSize?: number;
}

/** Beyond this many matches the total reads "1,000+" (see countUpTo). */
export const COUNT_CAP = 1000;

export interface ProductPageResult {
  items: Product[];
  total: number;
  totalIsLowerBound: boolean;
  page: number;
  pageSize: number;
}

const ORDERINGS: Record<ProductOrder, [string, 'ASC' | 'DESC'][]> = {
  NEWEST: [['p.createdAt', 'DESC']],
  PRICE_ASC: [['p.price', 'ASC']],
  PRICE_DESC: [['p.price', 'DESC']],
  NAME: [['p.name', 'ASC']],
};

/**
 * A product's name, short description and description, lower-cased and joined by line breaks, as
 * the trigram index `product_search_text_trgm` holds them (the expressions must stay identical).
 */
const PRODUCT_SEARCH_TEXT = `lower(p.name || E'\\n' || coalesce(p.short_description, '') || E'\\n' || p.description)`;

/**
 * "Contains `search`" in any of the three texts, as `:pattern` (likePattern). ILIKE is lower()
 * of both sides then LIKE, so the joined text gives the same matches as the three ILIKEs, except
 * across a joint, which only a search holding a line break could reach: such a search (nobody's,
 * but any text may be sent) is matched column by column as before.
 */
function searchCondition(search: string): string {
  return search.includes('\n')
    ? '(p.name ILIKE :pattern OR p.shortDescription ILIKE :pattern OR p.description ILIKE :pattern)'
    : `${PRODUCT_SEARCH_TEXT} LIKE lower(:pattern)`;
}

export class ShopService {
  constructor(private readonly dataSource: DataSource) {}

  async products(query: ProductQuery = {}): Promise<ProductPageResult> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 24;
    const search = query.search?.trim();
    if (!search) return this.productPage(this.dataSource.manager, query, page, pageSize);
    return this.dataSource.transaction(async (manager) => {
      // The planner prices ILIKE like "=", so for a word in ~1% of products it reads the whole
      // table (250-500 ms at 100,000) instead of the trigram indexes (~15 ms). Pricing operators
      // nearer their real cost, for this transaction only, makes it choose the indexes.
      await manager.query('SET LOCAL cpu_operator_cost = 0.05');
      return this.productPage(manager, query, page, pageSize, search);
    });
  }

  private async productPage(
    manager: EntityManager,
    query: ProductQuery,
    page: number,
    pageSize: number,
    search?: string,
  ): Promise<ProductPageResult> {
    const qb = manager
      .getRepository(Product)
      .createQueryBuilder('p')
      .innerJoinAndSelect('p.category', 'c')
      // Hidden products are off the shelves, though their rows stay for the orders holding them.
      .where('p.hidden = false');

    if (search) qb.andWhere(searchCondition(search), { pattern: likePattern(search) });
    const category = query.category?.trim();
    if (category && category.toLowerCase() !== 'all') {
      qb.andWhere('(c.slug = :category OR lower(c.name) = lower(:category))', { category });
    }
    for (const [column, direction] of ORDERINGS[query.sortBy ?? 'NEWEST']) {
      qb.addOrderBy(column, direction);
    }
    // A stable tie-break keeps pages from repeating or skipping products.
    qb.addOrderBy('p.id', query.sortBy === 'NEWEST' || !query.sortBy ? 'DESC' : 'ASC');
    // offset/limit, not skip/take: the category join cannot multiply rows, and skip/take would
    // wrap the query in a DISTINCT over every match (seconds at 100,000 products).
    qb.offset((page - 1) * pageSize).limit(pageSize);

    const items = await qb.getMany();
    const total = await this.countUpTo(manager, qb, COUNT_CAP);
    return {
      items,
      total: Math.min(total, COUNT_CAP),
      totalIsLowerBound: total > COUNT_CAP,
      page,
      pageSize,
    };
  }

  /**
   * Matches, counted no further than `cap` + 1: an exact count of a word in a third of 100,000
   * products reads every match (~100-250 ms); stopping early keeps the page fast.
   */
  private async countUpTo(
    manager: EntityManager,
    qb: SelectQueryBuilder<Product>,
    cap: number,
  ): Promise<number> {
    const [sql, params] = qb
      .clone()
      .select('p.id')
      .orderBy()
      .offset(undefined)
      .limit(cap + 1)
      .getQueryAndParameters();
    const [row] = (await manager.query(
      `SELECT count(*)::int AS n FROM (${sql}) AS matches`,
      params,
    )) as { n: number }[];
    return row.n;
  }

  product(slug: string): Promise<Product> {
    return foundOr(
      this.dataSource
        .getRepository(Product)
        .findOne({ where: { slug: slug.trim(), hidden: false }, relations: { category: true } }),
      'Product not found',
    );
  }

  /**
   * The products a cart names, as they are now; ids that no longer exist or are hidden are
   * simply absent.
   */
  async productsByIds(ids: string[]): Promise<Product[]> {
    if (ids.length === 0) return [];
    return this.dataSource
      .getRepository(Product)
      .createQueryBuilder('p')
      .innerJoinAndSelect('p.category', 'c')
      .where('p.id = ANY(:ids::int[])', { ids: ids.map(Number) })
      .andWhere('p.hidden = false')
      .getMany();
  }

  /** Products in each category, in one query (categories reached through their products). */
  async productCounts(categoryIds: readonly number[]): Promise<number[]> {
    const rows = (await this.dataSource.query(
      `SELECT category_id AS id, count(*)::int AS n FROM product
       WHERE category_id = ANY($1::int[]) AND NOT hidden GROUP BY category_id`,
      [categoryIds],
    )) as { id: number; n: number }[];
    const counts = new Map(rows.map((row) => [Number(row.id), Number(row.n)]));
    return categoryIds.map((id) => counts.get(Number(id)) ?? 0);
  }

  /** Each product's sizes in display order (none for most products), in one query. */
  async variantsOf(productIds: readonly number[]): Promise<ProductVariant[][]> {
    const rows = await this.dataSource.getRepository(ProductVariant).find({
      where: { productId: In([...productIds]) },
      order: { position: 'ASC', id: 'ASC' },
    });
    return productIds.map((id) => rows.filter((row) => row.productId === Number(id)));
  }

  /** Every category with its number of products, in one query. */
  async categories(): Promise<Category[]> {
    const { entities, raw } = await this.dataSource
      .getRepository(Category)
      .createQueryBuilder('c')
      .leftJoin(Product, 'p', 'p.categoryId = c.id AND p.hidden = false')
      .addSelect('COUNT(p.id)::int', 'product_count')
      .groupBy('c.id')
      .orderBy('c.sortOrder', 'ASC')
      .addOrderBy('c.name', 'ASC')
      .getRawAndEntities<{ c_id: number; product_count: number }>();
    const counts = new Map(raw.map((row) => [Number(row.c_id), Number(row.product_count)]));
    for (const category of entities) category.count = counts.get(category.id) ?? 0;
    return entities;
  }
}
