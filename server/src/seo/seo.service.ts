import type { DataSource } from 'typeorm';
import { BlogPost } from '../blog/blog-post.entity';
import { postIsOut } from '../blog/post-status';
import { systemClock, type Clock } from '../common/clock';
import { Doctor } from '../clinic/doctor.entity';
import { conditionPages, servicePages } from '../search/static-pages';
import { FIXED_PAGES, type SitemapEntry } from './site-map';

const pathPart = (segment: string | number) => encodeURIComponent(String(segment));

export class SeoService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock = systemClock,
  ) {}

  /** Every public page: the fixed ones, each service, condition, doctor and published post. */
  async sitemapEntries(): Promise<SitemapEntry[]> {
    const [doctors, posts] = await Promise.all([
      this.dataSource
        .getRepository(Doctor)
        .createQueryBuilder('d')
        .select('d.id')
        .orderBy('d.name', 'ASC')
        .addOrderBy('d.id')
        .getMany(),
      this.dataSource
        .getRepository(BlogPost)
        .createQueryBuilder('p')
        .select(['p.slug', 'p.publishedAt', 'p.updatedAt'])
        .where(postIsOut('p'), { publicNow: this.clock.now() })
        .orderBy('p.publishedAt', 'DESC')
        .addOrderBy('p.id', 'DESC')
        .getMany(),
    ]);
    const postEntries = posts.map((post) => ({
      path: `/blog/${pathPart(post.slug)}`,
      // A post edited after it went out changed then; one dated ahead was not out before.
      lastModified: later(post.updatedAt, post.publishedAt),
    }));
    const newestPost = postEntries.reduce<Date | undefined>(
      (newest, { lastModified }) => later(newest, lastModified),
      undefined,
    );
    return [
      ...FIXED_PAGES.map((path) => ({
        path,
        ...(path === '/blog' && newestPost ? { lastModified: newestPost } : {}),
      })),
      ...servicePages.map((page) => ({ path: page.path })),
      ...conditionPages.map((page) => ({ path: page.path })),
      ...doctors.map((doctor) => ({ path: `/doctor/${pathPart(doctor.id)}` })),
      ...postEntries,
    ];
  }
}

function later(a: Date | null | undefined, b: Date | null | undefined): Date | undefined {
  if (!a) return b ?? undefined;
  if (!b) return a;
  return a > b ? a : b;
}
