import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';

export const doctorLeavesQuery = graphql(`
  query DoctorLeaves($doctorId: ID!) {
    doctorLeaves(doctorId: $doctorId) {
      id
      fromDate
      toDate
      startTime
      endTime
      reason
    }
  }
`);

export function useDoctorLeaves(doctorId: string) {
  return useQuery(doctorLeavesQuery, { variables: { doctorId }, skip: !doctorId });
}
