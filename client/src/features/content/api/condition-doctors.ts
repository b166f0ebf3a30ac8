import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';
import type { ConditionDoctorsQuery } from '../../../graphql/__generated__/graphql';

/** The doctors taking bookings who treat a condition, for its page. */
export const conditionDoctorsQuery = graphql(`
  query ConditionDoctors($condition: String!) {
    doctors(condition: $condition, available: true) {
      id
      name
      qualification
      experienceYears
      consultationFee
      consultationModes
    }
  }
`);

export type ConditionDoctor = ConditionDoctorsQuery['doctors'][number];

export function useConditionDoctors(condition: string) {
  return useQuery(conditionDoctorsQuery, { variables: { condition } });
}
