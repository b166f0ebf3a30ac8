import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';

export const doctorProfilesQuery = graphql(`
  query DoctorProfiles {
    doctorProfiles {
      ...DoctorProfileFields_doctor
    }
  }
`);

export function useDoctorProfiles() {
  return useQuery(doctorProfilesQuery);
}
