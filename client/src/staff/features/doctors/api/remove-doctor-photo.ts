import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';

export const removeDoctorPhotoMutation = graphql(`
  mutation RemoveDoctorPhoto($id: ID!) {
    removeDoctorPhoto(id: $id) {
      ...DoctorProfileFields_doctor
    }
  }
`);

export function useRemoveDoctorPhoto() {
  return useMutation(removeDoctorPhotoMutation);
}
