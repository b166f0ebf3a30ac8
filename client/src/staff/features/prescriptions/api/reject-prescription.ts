import { useMutation } from '@apollo/client/react';
import * as yup from 'yup';
import { graphql } from '../../../graphql/__generated__/gql';
import { prescriptionsTexts as texts } from '../strings';

export const rejectPrescriptionMutation = graphql(`
  mutation RejectPrescription($orderNumber: String!, $reason: String!) {
    rejectPrescription(orderNumber: $orderNumber, reason: $reason) {
      ...PrescriptionCheckCard_check
    }
  }
`);

export const rejectSchema = yup.object({
  reason: yup.string().trim().required(texts.reasonRequired).max(300, texts.reasonLength),
});

export function useRejectPrescription() {
  return useMutation(rejectPrescriptionMutation);
}
