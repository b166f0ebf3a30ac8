import { Brackets, type DataSource, type SelectQueryBuilder, type ObjectLiteral } from 'typeorm';
import { BlogPost } from '../blog/blog-post.entity';
import { postIsOut } from '../blog/post-status';
import { systemClock, type Clock } from '../common/clock';
import { Doctor } from '../clinic/doctor.entity';
import { Language } from '../common/language';
import { likePattern } from '../common/like-pattern';
import { inLanguage } from '../common/text-versions';
import { localizedPath } from '../pages/page-locale';
import { Product } from '../shop/product.entity';
import type { SearchHit, SearchResults } from './search.args';
import { SearchKind } from './search-kind';
import { conditionPages, pageMatches, servicePages, type StaticPage } from './static-pages';
import { wordVariants } from './word-variants';

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

/**
 * Every word, or another spelling or language of it (word-variants), must match one of `columns`
 * (SQL expressions); the variants are bound as :w0_0, :w0_1, ... :w1_0...
 */
function everyWord<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  words: readonly string[],
  columns: readonly string[],
): SelectQueryBuilder<T> {
  words.forEach((word, index) => {
    const variants = wordVariants(word);
    qb.andWhere(
      new Brackets((any) => {
        for (const column of columns) {
          variants.forEach((_, v) => any.orWhere(`${column} ILIKE :w${index}_${v}`));
        }
      }),
      Object.fromEntries(variants.map((variant, v) => [`w${index}_${v}`, likePattern(variant)])),
    );
  });
  return qb;
}

const staticHit =
  (kind: SearchKind, language: Language) =>
  ({ id, title, summary, path, image, hi }: StaticPage): SearchHit => ({
    kind,
    id,
    title: language === Language.HI ? hi.title : title,
    summary: language === Language.HI ? hi.summary : summary,
    path: localizedPath(language, path),
    image,
  });

/** A translated text column's Hindi version, for ILIKE beside the English. */
const hindi = (alias: string, field: string) => `(${alias}.translations->'hi'->>'${field}')`;

export class SearchService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock = systemClock,
  ) {}

  /**
   * Conditions, services, doctors, products and published posts matching every word in English
   * or Hindi, answered in `language` (the English where a text has no version in it).
   */
  async search(text: string, language: Language = Language.EN): Promise<SearchResults> {
    const query = text.trim();
    const words = searchWords(query);
    const [doctors, products, posts] = await Promise.all([
      this.doctors(words, language),
      this.products(words, language),
      this.posts(words, language),
    ]);
    return {
      query,
      conditions: conditionPages
        .filter((page) => pageMatches(page, words))
        .map(staticHit(SearchKind.CONDITION, language)),
      services: servicePages
        .filter((page) => pageMatches(page, words))
        .map(staticHit(SearchKind.SERVICE, language)),
      doctors,
      products,
      posts,
    };
  }

  private async doctors(words: string[], language: Language): Promise<SearchHit[]> {
    const qb = this.dataSource.getRepository(Doctor).createQueryBuilder('d');
    everyWord(qb, words, [
      'd.name',
      'd.specialization',
      'd.qualification',
      "array_to_string(d.expertise, ' ')",
      hindi('d', 'name'),
      hindi('d', 'specialization'),
      hindi('d', 'qualification'),
      `(d.translations->'hi'->'expertise')::text`,
    ]);
    const found = await qb.orderBy('d.name', 'ASC').limit(HITS_PER_GROUP).getMany();
    return found.map((doctor) => ({
      kind: SearchKind.DOCTOR,
      id: String(doctor.id),
      title: inLanguage(doctor, 'name', language),
      summary: `${inLanguage(doctor, 'specialization', language)} · ${inLanguage(doctor, 'qualification', language)}`,
      path: localizedPath(language, `/doctor/${doctor.id}`),
      image: doctor.image,
    }));
  }

  private async products(words: string[], language: Language): Promise<SearchHit[]> {
    const qb = this.dataSource
      .getRepository(Product)
      .createQueryBuilder('p')
      .innerJoinAndSelect('p.category', 'c')
      .where('p.hidden = false');
    // The Hindi name has a trigram index of its own; Hindi descriptions are not searched.
    everyWord(qb, words, [
      'p.name',
      'p.shortDescription',
      'p.description',
      'c.name',
      hindi('p', 'name'),
      hindi('c', 'name'),
    ]);
    const found = await qb
      .orderBy('p.isFeatured', 'DESC')
      .addOrderBy('p.name', 'ASC')
      .limit(HITS_PER_GROUP)
      .getMany();
    return found.map((product) => ({
      kind: SearchKind.PRODUCT,
      id: String(product.id),
      title: inLanguage(product, 'name', language),
      summary: shorten(
        inLanguage(product, 'shortDescription', language) ||
          inLanguage(product, 'description', language),
      ),
      // The shop has no product page: its list, searched for this product, is where it is sold.
      path: localizedPath(language, `/products?search=${encodeURIComponent(product.name)}`),
      image: product.images[0] ?? null,
    }));
  }

  private async posts(words: string[], language: Language): Promise<SearchHit[]> {
    const repository = this.dataSource.getRepository(BlogPost);
    const qb = repository
      .createQueryBuilder('b')
      .where(postIsOut('b'), { publicNow: this.clock.now() });
    const tagNames = `coalesce((SELECT string_agg(t.name, ' ') FROM blog_post_tag bt
      JOIN blog_tag t ON t.id = bt.blog_tag_id WHERE bt.blog_post_id = b.id), '')`;
    everyWord(qb, words, [
      'b.title',
      'b.excerpt',
      'b.content',
      tagNames,
      hindi('b', 'title'),
      hindi('b', 'excerpt'),
    ]);
    const found = await qb
      .orderBy('b.publishedAt', 'DESC')
      .addOrderBy('b.id', 'DESC')
      .limit(HITS_PER_GROUP)
      .getMany();
    return found.map((post) => ({
      kind: SearchKind.POST,
      id: String(post.id),
      title: inLanguage(post, 'title', language),
      summary: shorten(inLanguage(post, 'excerpt', language)),
      path: localizedPath(language, `/blog/${encodeURIComponent(post.slug)}`),
      image: post.image,
    }));
  }
}
