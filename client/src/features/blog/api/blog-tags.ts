import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';

export const blogTagsQuery = graphql(`
  query BlogTags {
    blogTags {
      id
      name
    }
  }
`);

/** Tags of published posts, alphabetical, for the filter chips. */
export function useBlogTags() {
  return useQuery(blogTagsQuery);
}
