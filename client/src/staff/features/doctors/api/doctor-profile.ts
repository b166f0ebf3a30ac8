import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';

export const doctorProfileQuery = graphql(`
  query DoctorProfile($id: ID!) {
    doctorProfile(id: $id) {
      ...DoctorProfileFields_doctor
    }
  }
`);

export function useDoctorProfile(id: string | undefined) {
  return useQuery(doctorProfileQuery, { variables: { id: id ?? '' }, skip: !id });
}
