import { useMutation } from '@apollo/client/react';
import * as yup from 'yup';
import { graphql } from '../../../graphql/__generated__/gql';
import { paymentTexts as texts } from '../strings';

export const recordOrderPaymentMutation = graphql(`
  mutation RecordOrderPayment($orderNumber: String!, $payment: OrderPaymentInput!) {
    recordOrderPayment(orderNumber: $orderNumber, payment: $payment) {
      ...DeskOrderPage_order
    }
  }
`);

export interface PaymentValues {
  method: 'CASH' | 'UPI';
  amount: string;
  upiReference: string;
}

/** The payment form's rules; the server checks them again, and the amount against what is due. */
export const paymentSchema = yup.object({
  method: yup.string().oneOf(['CASH', 'UPI']).required(),
  amount: yup
    .string()
    .trim()
    .required(texts.amountRequired)
    .matches(/^\d{1,8}(\.\d{1,2})?$/, texts.amountPaise)
    .test('positive', texts.amountPositive, (value) => Number(value) > 0),
  upiReference: yup
    .string()
    .trim()
    .when('method', {
      is: 'UPI',
      then: (schema) =>
        schema.required(texts.upiRequired).matches(/^[A-Za-z0-9]{6,35}$/, texts.upiFormat),
      otherwise: (schema) => schema.strip(),
    }),
});

export function useRecordOrderPayment() {
  return useMutation(recordOrderPaymentMutation, { refetchQueries: ['OrderBoard'] });
}
