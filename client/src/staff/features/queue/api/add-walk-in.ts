import { useMutation } from '@apollo/client/react';
import * as yup from 'yup';
import { graphql } from '../../../graphql/__generated__/gql';
import { queueTexts } from '../strings';

export const addWalkInMutation = graphql(`
  mutation AddWalkIn($input: WalkInInput!) {
    addWalkIn(input: $input) {
      token
      name
      status
    }
  }
`);

export const walkInSchema = yup.object({
  name: yup.string().trim().required(queueTexts.nameRequired).max(100),
  phone: yup
    .string()
    .trim()
    .matches(/^\d{10}$/, { message: queueTexts.phoneInvalid, excludeEmptyString: true }),
});

export function useAddWalkIn() {
  return useMutation(addWalkInMutation);
}
