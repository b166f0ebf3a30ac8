import { useMutation } from '@apollo/client/react';
import * as yup from 'yup';
import { graphql } from '../../../graphql/__generated__/gql';
import { productFormTexts as t } from '../strings';

export const createProductMutation = graphql(`
  mutation CreateProduct($input: ProductInput!) {
    createProduct(input: $input) {
      ...DeskProductFields_product
    }
  }
`);

export const updateProductMutation = graphql(`
  mutation UpdateProduct($id: ID!, $input: ProductInput!) {
    updateProduct(id: $id, input: $input) {
      ...DeskProductFields_product
    }
  }
`);

/** The form's values: text as typed, numbers as text until sent. */
export interface ProductFormValues {
  name: string;
  slug: string;
  shortDescription: string;
  description: string;
  price: string;
  comparePrice: string;
  categoryId: string;
  lowStockThreshold: string;
  hsnCode: string;
  gstRate: string;
  isFeatured: boolean;
  prescriptionOnly: boolean;
  drugSchedule: 'NONE' | 'H' | 'H1' | 'X';
  sizes: { id: string | null; label: string }[];
  images: string[];
  hindiName: string;
  hindiShortDescription: string;
  hindiDescription: string;
}

/** The server's names for the Hindi fields, as the form names them. */
export const PRODUCT_SERVER_FIELDS: Record<string, keyof ProductFormValues> = {
  'hindi.name': 'hindiName',
  'hindi.shortDescription': 'hindiShortDescription',
  'hindi.description': 'hindiDescription',
};

const rupees = /^\d{1,6}(\.\d{1,2})?$/;

export const productSchema = yup.object({
  name: yup.string().trim().required(t.required.name).max(120),
  slug: yup
    .string()
    .trim()
    .matches(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, t.slugInvalid)
    .max(80, t.slugInvalid),
  shortDescription: yup.string().trim().max(300),
  description: yup.string().trim().required(t.required.description).max(5000),
  price: yup
    .string()
    .trim()
    .required(t.required.price)
    .test('rupees', t.required.price, (v) => !!v && rupees.test(v) && Number(v) > 0),
  comparePrice: yup
    .string()
    .trim()
    .test(
      'above',
      t.comparePriceLow,
      (v, { parent }) =>
        !v || (rupees.test(v) && (!rupees.test(parent.price) || Number(v) > Number(parent.price))),
    ),
  categoryId: yup.string().required(t.required.category),
  lowStockThreshold: yup
    .string()
    .trim()
    .required(t.required.threshold)
    .matches(/^\d{1,6}$/, t.required.threshold),
  hsnCode: yup
    .string()
    .trim()
    .matches(/^(\d{4,8})?$/, t.hsnCodeInvalid),
  gstRate: yup.string().required(),
  drugSchedule: yup.string().notOneOf(['X'], t.scheduleX).required(),
  sizes: yup.array().of(
    yup.object({
      id: yup.string().nullable(),
      label: yup.string().trim().required(t.sizeLabelRequired).max(20),
    }),
  ),
  hindiName: yup.string().trim().max(120),
  hindiShortDescription: yup.string().trim().max(300),
  hindiDescription: yup.string().trim().max(5000),
});

/** What the server takes, from what the form holds. */
export function productInput(values: ProductFormValues) {
  return {
    name: values.name.trim(),
    slug: values.slug.trim() || null,
    shortDescription: values.shortDescription.trim() || null,
    description: values.description.trim(),
    price: Number(values.price),
    comparePrice: values.comparePrice.trim() ? Number(values.comparePrice) : null,
    categoryId: values.categoryId,
    lowStockThreshold: Number(values.lowStockThreshold),
    hsnCode: values.hsnCode.trim() || null,
    gstRate: Number(values.gstRate),
    isFeatured: values.isFeatured,
    prescriptionOnly: values.prescriptionOnly,
    drugSchedule: values.drugSchedule,
    sizes: values.sizes.map((size) => ({ id: size.id, label: size.label.trim() })),
    images: values.images,
    hindi: {
      name: values.hindiName.trim() || null,
      shortDescription: values.hindiShortDescription.trim() || null,
      description: values.hindiDescription.trim() || null,
    },
  };
}

export function useCreateProduct() {
  return useMutation(createProductMutation);
}

export function useUpdateProduct() {
  return useMutation(updateProductMutation);
}
