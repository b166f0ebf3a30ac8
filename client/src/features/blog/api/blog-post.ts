import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';
import type { BlogPostQuery } from '../../../graphql/__generated__/graphql';

export const blogPostQuery = graphql(`
  query BlogPost($slug: String!) {
    blogPost(slug: $slug) {
      ...BlogCard_post
      content
      readingMinutes
      relatedPosts {
        ...BlogCard_post
      }
    }
  }
`);

export type BlogPostDetail = BlogPostQuery['blogPost'];

export function useBlogPost(slug: string) {
  return useQuery(blogPostQuery, { variables: { slug } });
}
