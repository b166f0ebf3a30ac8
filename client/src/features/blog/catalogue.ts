import type { Catalogue } from '../../lib/i18n/catalogue';
import { loadCatalogue } from '../../lib/i18n/catalogue';
import { browserLocale } from '../../lib/i18n/locales';

/** The blog's words (list, article, newsletter), loaded with its pages in the page's language. */
export const blogCatalogue: Catalogue = {
  name: 'blog',
  en: () => import('./locales/en/messages'),
  hi: () => import('./locales/hi/messages'),
};

/** For the router: the blog's words in the page's language, loaded with a blog page's code. */
export function loadBlogWords(): Promise<void> {
  return loadCatalogue(blogCatalogue, browserLocale());
}
