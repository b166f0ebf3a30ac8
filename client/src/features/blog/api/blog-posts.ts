import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';
import type { BlogCard_PostFragment } from '../../../graphql/__generated__/graphql';

export const blogPostsQuery = graphql(`
  query BlogPosts($search: String, $tag: String) {
    blogPosts(search: $search, tag: $tag) {
      ...BlogCard_post
    }
  }
`);

export const blogCardFragment = graphql(`
  fragment BlogCard_post on BlogPost {
    id
    slug
    title
    excerpt
    image
    publishedAt
    tags {
      id
      name
    }
  }
`);

export type BlogCardPost = BlogCard_PostFragment;

/** Published posts for the list, newest first; always asks the server again on a visit. */
export function useBlogPosts(search: string, tag: string) {
  return useQuery(blogPostsQuery, {
    variables: { search: search || null, tag: tag || null },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
}
