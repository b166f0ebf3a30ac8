import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';
import type { BlogPostQuery, Language } from '../../../graphql/__generated__/graphql';

export const blogPostQuery = graphql(`
  query BlogPost($slug: String!, $language: Language!) {
    blogPost(slug: $slug) {
      ...BlogCard_post
      content(language: $language)
      readingMinutes
      reviewer {
        id
        name(language: $language)
      }
      relatedPosts {
        ...BlogCard_post
      }
    }
  }
`);

export type BlogPostDetail = BlogPostQuery['blogPost'];

/** One post in the page's language (title, excerpt, content; English where it has no version). */
export function useBlogPost(slug: string, language: Language) {
  return useQuery(blogPostQuery, { variables: { slug, language } });
}
