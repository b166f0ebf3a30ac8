import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';

export const removeDoctorLeaveMutation = graphql(`
  mutation RemoveDoctorLeave($id: ID!) {
    removeDoctorLeave(id: $id)
  }
`);

export function useRemoveDoctorLeave() {
  return useMutation(removeDoctorLeaveMutation);
}
