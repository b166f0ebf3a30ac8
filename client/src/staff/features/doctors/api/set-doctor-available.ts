import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';

export const setDoctorAvailableMutation = graphql(`
  mutation SetDoctorAvailable($id: ID!, $available: Boolean!) {
    setDoctorAvailable(id: $id, available: $available) {
      ...DoctorProfileFields_doctor
    }
  }
`);

export function useSetDoctorAvailable() {
  return useMutation(setDoctorAvailableMutation);
}
