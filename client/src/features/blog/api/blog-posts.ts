import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';
import type { BlogCard_PostFragment, Language } from '../../../graphql/__generated__/graphql';

export const blogPostsQuery = graphql(`
  query BlogPosts($search: String, $tag: String, $language: Language!) {
    blogPosts(search: $search, tag: $tag) {
      ...BlogCard_post
    }
  }
`);

/**
 * A post as a card shows it, in the page's language ($language of the query that spreads it):
 * `inEnglish` names the fields still in English (no Hindi version), to be marked lang="en".
 */
export const blogCardFragment = graphql(`
  fragment BlogCard_post on BlogPost {
    id
    slug
    title(language: $language)
    excerpt(language: $language)
    inEnglish(language: $language)
    image
    publishedAt
    tags {
      id
      name
    }
  }
`);

export type BlogCardPost = BlogCard_PostFragment;

/**
 * Published posts for the list, newest first, in the page's language; always asks the server
 * again on a visit. The server's search reads the Hindi versions too (बवासीर, bawaseer).
 */
export function useBlogPosts(search: string, tag: string, language: Language) {
  return useQuery(blogPostsQuery, {
    variables: { search: search || null, tag: tag || null, language },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
}
