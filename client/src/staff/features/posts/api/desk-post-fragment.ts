import { graphql } from '../../../graphql/__generated__/gql';

export const deskPostFragment = graphql(`
  fragment DeskPostFields_post on DeskPost {
    id
    slug
    title
    excerpt
    markdown
    image
    tags
    status
    publishedAt
    reviewerId
    reviewerName
    titleHi
    excerptHi
    markdownHi
    oldSlugs
    updatedAt
  }
`);
