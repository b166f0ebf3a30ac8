import { Brackets, type DataSource, type SelectQueryBuilder, type ObjectLiteral } from 'typeorm';
import { BlogPost } from '../blog/blog-post.entity';
import { PostStatus } from '../blog/post-status';
import { Doctor } from '../clinic/doctor.entity';
import { likePattern } from '../common/like-pattern';
import { Product } from '../shop/product.entity';
import type { SearchHit, SearchResults } from './search.args';
import { SearchKind } from './search-kind';
import { conditionPages, pageMatches, servicePages, type StaticPage } from './static-pages';

export const HITS_PER_GROUP = 5;
/** More words add nothing but work: "piles laser cost in vidisha" is judged by its first five. */
const MAX_WORDS = 5;
const SUMMARY_LENGTH = 160;

export function searchWords(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
}

function shorten(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  return plain.length <= SUMMARY_LENGTH
    ? plain
    : `${plain.slice(0, SUMMARY_LENGTH - 1).trimEnd()}…`;
}

/** Every word must match one of `columns` (SQL expressions); words are bound as :w0, :w1... */
function everyWord<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  words: readonly string[],
  columns: readonly string[],
): SelectQueryBuilder<T> {
  words.forEach((word, index) => {
    qb.andWhere(
      new Brackets((any) => {
        for (const column of columns) any.orWhere(`${column} ILIKE :w${index}`);
      }),
      { [`w${index}`]: likePattern(word) },
    );
  });
  return qb;
}

const staticHit =
  (kind: SearchKind) =>
  ({ id, title, summary, path, image }: StaticPage): SearchHit => ({
    kind,
    id,
    title,
    summary,
    path,
    image,
  });

export class SearchService {
  constructor(private readonly dataSource: DataSource) {}

  /** Conditions, services, doctors, products and published posts matching every word. */
  async search(text: string): Promise<SearchResults> {
    const query = text.trim();
    const words = searchWords(query);
    const [doctors, products, posts] = await Promise.all([
      this.doctors(words),
      this.products(words),
      this.posts(words),
    ]);
    return {
      query,
      conditions: conditionPages
        .filter((page) => pageMatches(page, words))
        .map(staticHit(SearchKind.CONDITION)),
      services: servicePages
        .filter((page) => pageMatches(page, words))
        .map(staticHit(SearchKind.SERVICE)),
      doctors,
      products,
      posts,
    };
  }

  private async doctors(words: string[]): Promise<SearchHit[]> {
    const qb = this.dataSource.getRepository(Doctor).createQueryBuilder('d');
    everyWord(qb, words, [
      'd.name',
      'd.specialization',
      'd.qualification',
      "array_to_string(d.expertise, ' ')",
    ]);
    const found = await qb.orderBy('d.name', 'ASC').limit(HITS_PER_GROUP).getMany();
    return found.map((doctor) => ({
      kind: SearchKind.DOCTOR,
      id: String(doctor.id),
      title: doctor.name,
      summary: `${doctor.specialization} · ${doctor.qualification}`,
      path: `/doctor/${doctor.id}`,
      image: doctor.image,
    }));
  }

  private async products(words: string[]): Promise<SearchHit[]> {
    const qb = this.dataSource
      .getRepository(Product)
      .createQueryBuilder('p')
      .innerJoinAndSelect('p.category', 'c')
      .where('p.hidden = false');
    everyWord(qb, words, ['p.name', 'p.shortDescription', 'p.description', 'c.name']);
    const found = await qb
      .orderBy('p.isFeatured', 'DESC')
      .addOrderBy('p.name', 'ASC')
      .limit(HITS_PER_GROUP)
      .getMany();
    return found.map((product) => ({
      kind: SearchKind.PRODUCT,
      id: String(product.id),
      title: product.name,
      summary: shorten(product.shortDescription || product.description),
      // The shop has no product page: its list, searched for this product, is where it is sold.
      path: `/products?search=${encodeURIComponent(product.name)}`,
      image: product.images[0] ?? null,
    }));
  }

  private async posts(words: string[]): Promise<SearchHit[]> {
    const repository = this.dataSource.getRepository(BlogPost);
    const qb = repository
      .createQueryBuilder('b')
      .where('b.status = :published', { published: PostStatus.PUBLISHED });
    const tagNames = `coalesce((SELECT string_agg(t.name, ' ') FROM blog_post_tag bt
      JOIN blog_tag t ON t.id = bt.blog_tag_id WHERE bt.blog_post_id = b.id), '')`;
    everyWord(qb, words, ['b.title', 'b.excerpt', 'b.content', tagNames]);
    const found = await qb
      .orderBy('b.publishedAt', 'DESC')
      .addOrderBy('b.id', 'DESC')
      .limit(HITS_PER_GROUP)
      .getMany();
    return found.map((post) => ({
      kind: SearchKind.POST,
      id: String(post.id),
      title: post.title,
      summary: shorten(post.excerpt),
      path: `/blog/${encodeURIComponent(post.slug)}`,
      image: post.image,
    }));
  }
}
