import type { ContentVersions } from '../../text-versions-seed';
import { blogPostsHindi } from './blog-posts';
import { categoriesHindi } from './categories';
import { clinicHindi } from './clinic';
import { doctorsHindi } from './doctors';
import { productsHindi } from './products';

/** The demo content's Hindi versions, as the seed stores them beside the English. */
export const hindiVersions: ContentVersions = {
  doctors: doctorsHindi,
  categories: categoriesHindi,
  products: productsHindi,
  blogPosts: blogPostsHindi,
  clinic: clinicHindi,
};
