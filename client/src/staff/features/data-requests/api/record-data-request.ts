import { useMutation } from '@apollo/client/react';
import * as yup from 'yup';
import { graphql } from '../../../graphql/__generated__/gql';
import { dataRequestTexts as texts } from '../strings';

export const recordDataRequestMutation = graphql(`
  mutation RecordDataRequest($input: RecordDataRequestInput!) {
    recordDataRequest(input: $input) {
      ...DataRequestCard_request
    }
  }
`);

/** The digits of a phone as typed: +91, a leading 0, spaces and dashes are fine. */
const tenDigits = (typed: string) => {
  const digits = typed.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
};

export const recordSchema = yup.object({
  phone: yup
    .string()
    .required(texts.phoneInvalid)
    .test('ten', texts.phoneInvalid, (value) => /^\d{10}$/.test(tenDigits(value ?? ''))),
  kind: yup.string().oneOf(['SEE', 'CORRECT', 'ERASE']).required(),
  identityCheck: yup.string().trim().required(texts.identityRequired).max(200),
  details: yup.string().trim().max(1000),
});

export function useRecordDataRequest() {
  return useMutation(recordDataRequestMutation, { refetchQueries: ['DataRequests'] });
}
