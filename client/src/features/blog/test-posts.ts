/* eslint-disable lingui/no-unlocalized-strings -- made-up posts for tests, never shown to a patient */
import type { BlogCard_PostFragment, BlogPostQuery } from '../../graphql/__generated__/graphql';

// Made-up posts for the blog's component tests.
const tag = (id: string, name: string) => ({ __typename: 'BlogTag' as const, id, name });

export const cardPost = (
  id: string,
  overrides: Partial<BlogCard_PostFragment> = {},
): BlogCard_PostFragment => ({
  __typename: 'BlogPost',
  id,
  slug: `post-${id}`,
  title: `Post ${id}`,
  excerpt: `Excerpt of post ${id}`,
  inEnglish: [],
  image: `/images/blog/post-${id}.svg`,
  publishedAt: '2026-03-10T04:30:00.000Z',
  tags: [tag('1', 'Diet')],
  ...overrides,
});

export const testTags = [tag('1', 'Diet'), tag('2', 'Lifestyle'), tag('3', 'Recovery')];

export const fibrePost = cardPost('11', {
  slug: 'fibre-at-home',
  title: 'Fibre at home',
  excerpt: 'Simple swaps for a gentler gut.',
  tags: [tag('1', 'Diet'), tag('2', 'Lifestyle'), tag('3', 'Recovery')],
});

export const detailPost: BlogPostQuery['blogPost'] = {
  ...fibrePost,
  content: '<h2>Why fibre</h2><p>Eat <strong>whole grains</strong> every day.</p>',
  readingMinutes: 4,
  reviewer: { __typename: 'Doctor', id: '1', name: 'Dr. Meera Iyer' },
  relatedPosts: [cardPost('12', { title: 'Water through the day' }), cardPost('13')],
};
