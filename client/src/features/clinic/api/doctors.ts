import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';
import type { DoctorsQuery } from '../../../graphql/__generated__/graphql';

export const doctorsQuery = graphql(`
  query Doctors {
    doctors {
      id
      name
      specialization
      qualification
      experienceYears
      image
      isAvailable
      consultationFee
      expertise
    }
  }
`);

export type DoctorSummary = DoctorsQuery['doctors'][number];

export function useDoctors() {
  return useQuery(doctorsQuery, { notifyOnNetworkStatusChange: true });
}
