import { useMutation } from '@apollo/client/react';
import * as yup from 'yup';
import { graphql } from '../../../graphql/__generated__/gql';
import { prescriptionsTexts as texts } from '../strings';

export const approvePrescriptionMutation = graphql(`
  mutation ApprovePrescription($orderNumber: String!, $registrationNumber: String) {
    approvePrescription(orderNumber: $orderNumber, registrationNumber: $registrationNumber) {
      ...PrescriptionCheckCard_check
    }
  }
`);

export const approveSchema = yup.object({
  registrationNumber: yup
    .string()
    .trim()
    .required(texts.registrationRequired)
    .matches(/^[A-Za-z0-9/ .-]{2,40}$/, texts.registrationFormat),
});

export function useApprovePrescription() {
  return useMutation(approvePrescriptionMutation);
}
