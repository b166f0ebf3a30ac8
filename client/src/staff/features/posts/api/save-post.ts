import { useMutation } from '@apollo/client/react';
import * as yup from 'yup';
import { graphql } from '../../../graphql/__generated__/gql';
import { postFormTexts as t } from '../strings';

export const createPostMutation = graphql(`
  mutation CreatePost($input: DeskPostInput!) {
    createPost(input: $input) {
      ...DeskPostFields_post
    }
  }
`);

export const updatePostMutation = graphql(`
  mutation UpdatePost($id: ID!, $input: DeskPostInput!) {
    updatePost(id: $id, input: $input) {
      ...DeskPostFields_post
    }
  }
`);

export interface PostFormValues {
  title: string;
  slug: string;
  excerpt: string;
  markdown: string;
  image: string;
  tags: string;
  reviewerId: string;
  titleHi: string;
  excerptHi: string;
  markdownHi: string;
  replaceRedirect: boolean;
}

export const EMPTY_POST: PostFormValues = {
  title: '',
  slug: '',
  excerpt: '',
  markdown: '',
  image: '',
  tags: '',
  reviewerId: '',
  titleHi: '',
  excerptHi: '',
  markdownHi: '',
  replaceRedirect: false,
};

/** A slug from a title: "Fibre & Piles!" → "fibre-piles". */
export const slugFrom = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);

/** `htmlOnly`: the post came as HTML, and an empty body keeps it. */
export const postSchema = (htmlOnly: boolean) =>
  yup.object({
    title: yup.string().trim().required(t.required.title).max(200),
    slug: yup
      .string()
      .trim()
      .required(t.required.slug)
      .matches(/^[a-z0-9]+(-[a-z0-9]+)*$/, t.slugInvalid)
      .max(120, t.slugInvalid),
    excerpt: yup.string().trim().required(t.required.excerpt).max(500),
    markdown: htmlOnly
      ? yup.string().max(100_000)
      : yup.string().trim().required(t.required.body).max(100_000),
    titleHi: yup.string().max(200),
    excerptHi: yup.string().max(500),
    markdownHi: yup.string().max(100_000),
  });

/** What the server takes, from what the form holds. */
export function postInput(values: PostFormValues) {
  return {
    title: values.title.trim(),
    slug: values.slug.trim(),
    excerpt: values.excerpt.trim(),
    markdown: values.markdown.trim() ? values.markdown : null,
    image: values.image || null,
    tags: values.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    reviewerId: values.reviewerId || null,
    titleHi: values.titleHi.trim() || null,
    excerptHi: values.excerptHi.trim() || null,
    markdownHi: values.markdownHi.trim() ? values.markdownHi : null,
    replaceRedirect: values.replaceRedirect,
  };
}

export function useCreatePost() {
  return useMutation(createPostMutation);
}

export function useUpdatePost() {
  return useMutation(updatePostMutation);
}
