import { useMutation } from '@apollo/client/react';
import * as yup from 'yup';
import { graphql } from '../../../graphql/__generated__/gql';
import { stockTexts as t } from '../strings';

export const adjustStockMutation = graphql(`
  mutation AdjustStock($input: StockAdjustmentInput!) {
    adjustStock(input: $input) {
      ...DeskProductFields_product
    }
  }
`);

export const receiveStockMutation = graphql(`
  mutation ReceiveStock($input: StockReceiptInput!) {
    receiveStock(input: $input) {
      ...DeskProductFields_product
    }
  }
`);

const whole = /^-?\d{1,7}$/;

/** Sizes: the field is required only for a product sold in sizes. */
const sizeField = (sized: boolean) =>
  sized ? yup.string().required(t.sizeRequired) : yup.string();

export const adjustSchema = (sized: boolean) =>
  yup.object({
    variantId: sizeField(sized),
    countedStock: yup
      .string()
      .trim()
      .matches(/^(\d{1,7})?$/, t.wholeNumber)
      .test('one', t.oneOf, (v, { parent }) => !v !== !parent.change?.trim()),
    change: yup
      .string()
      .trim()
      .test('whole', t.wholeNumber, (v) => !v || whole.test(v))
      .test('zero', t.notZero, (v) => !v || Number(v) !== 0),
    reason: yup.string().trim().required(t.reasonRequired).min(3, t.reasonRequired).max(200),
  });

export const receiveSchema = (sized: boolean) =>
  yup.object({
    variantId: sizeField(sized),
    quantity: yup
      .string()
      .trim()
      .required(t.quantityRequired)
      .matches(/^[1-9]\d{0,5}$/, t.quantityRequired),
    batchNumber: yup.string().trim().required(t.batchRequired).max(40),
    expiryDate: yup.string().required(t.expiryRequired),
    note: yup.string().trim().max(200),
  });

export function useAdjustStock() {
  return useMutation(adjustStockMutation);
}

export function useReceiveStock() {
  return useMutation(receiveStockMutation);
}
