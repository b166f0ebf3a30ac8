import { useMutation } from '@apollo/client/react';
import * as yup from 'yup';
import { graphql } from '../../graphql/__generated__/gql';
import { authTexts } from '../strings';

export const confirmTotpEnrolmentMutation = graphql(`
  mutation ConfirmTotpEnrolment($code: String!) {
    confirmTotpEnrolment(code: $code) {
      recoveryCodes
    }
  }
`);

export const enrolmentCodeSchema = yup.object({
  code: yup.string().trim().required(authTexts.codeRequired),
});

export function useConfirmTotpEnrolment() {
  return useMutation(confirmTotpEnrolmentMutation, { fetchPolicy: 'no-cache' });
}
