import { useMutation } from '@apollo/client/react';
import * as yup from 'yup';
import { graphql } from '../../../graphql/__generated__/gql';
import { categoriesTexts as t } from '../strings';

export const createCategoryMutation = graphql(`
  mutation CreateCategory($input: CategoryInput!) {
    createCategory(input: $input) {
      id
      name
      slug
      sortOrder
      productCount
      hindi {
        name
      }
    }
  }
`);

export const updateCategoryMutation = graphql(`
  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {
    updateCategory(id: $id, input: $input) {
      id
      name
      slug
      sortOrder
      productCount
      hindi {
        name
      }
    }
  }
`);

export const categorySchema = yup.object({
  name: yup.string().trim().required(t.nameRequired).max(60),
  slug: yup.string().trim().max(80),
  sortOrder: yup
    .string()
    .trim()
    .matches(/^(\d{1,4})?$/, t.sortOrder0),
  hindiName: yup.string().trim().max(60),
});

export function useCreateCategory() {
  return useMutation(createCategoryMutation);
}

export function useUpdateCategory() {
  return useMutation(updateCategoryMutation);
}
