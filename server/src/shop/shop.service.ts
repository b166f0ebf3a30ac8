import type { DataSource } from 'typeorm';
import { DomainError } from '../common/errors';
import { likePattern } from '../common/like-pattern';
import { Category } from './category.entity';
import { Product } from './product.entity';

export type ProductOrder = 'NEWEST' | 'PRICE_ASC' | 'PRICE_DESC' | 'NAME';

export interface ProductQuery {
  search?: string;
  category?: string;
  sortBy?: ProductOrder;
  page?: number;
  pageSize?: number;
}

export interface ProductPageResult {
  items: Product[];
  total: number;
  page: number;
  pageSize: number;
}

const ORDERINGS: Record<ProductOrder, [string, 'ASC' | 'DESC'][]> = {
  NEWEST: [['p.createdAt', 'DESC']],
  PRICE_ASC: [['p.price', 'ASC']],
  PRICE_DESC: [['p.price', 'DESC']],
  NAME: [['p.name', 'ASC']],
};

export class ShopService {
  constructor(private readonly dataSource: DataSource) {}

  async products(query: ProductQuery = {}): Promise<ProductPageResult> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 24;
    const qb = this.dataSource
      .getRepository(Product)
      .createQueryBuilder('p')
      .innerJoinAndSelect('p.category', 'c');

    const search = query.search?.trim();
    if (search) {
      qb.andWhere(
        '(p.name ILIKE :pattern OR p.shortDescription ILIKE :pattern OR p.description ILIKE :pattern)',
        { pattern: likePattern(search) },
      );
    }
    const category = query.category?.trim();
    if (category && category.toLowerCase() !== 'all') {
      qb.andWhere('(c.slug = :category OR lower(c.name) = lower(:category))', { category });
    }
    for (const [column, direction] of ORDERINGS[query.sortBy ?? 'NEWEST']) {
      qb.addOrderBy(column, direction);
    }
    // A stable tie-break keeps pages from repeating or skipping products.
    qb.addOrderBy('p.id', query.sortBy === 'NEWEST' || !query.sortBy ? 'DESC' : 'ASC');
    qb.skip((page - 1) * pageSize).take(pageSize);

    const [items, total] = await qb.getManyAndCount();
    return { items, total, page, pageSize };
  }

  async product(slug: string): Promise<Product> {
    const product = await this.dataSource
      .getRepository(Product)
      .findOne({ where: { slug: slug.trim() }, relations: { category: true } });
    if (!product) throw new DomainError('NOT_FOUND', 'Product not found');
    return product;
  }

  /** Every category with its number of products, in one query. */
  async categories(): Promise<Category[]> {
    const { entities, raw } = await this.dataSource
      .getRepository(Category)
      .createQueryBuilder('c')
      .leftJoin(Product, 'p', 'p.categoryId = c.id')
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
