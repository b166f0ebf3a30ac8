import { useQuery } from '@apollo/client/react';
import { graphql } from '../graphql/__generated__/gql';
import type { DeskDoctorsQuery } from '../graphql/__generated__/graphql';

export const deskDoctorsQuery = graphql(`
  query DeskDoctors {
    deskDoctors {
      id
      slug
      name
      specialization
    }
  }
`);

export type DeskDoctorOption = DeskDoctorsQuery['deskDoctors'][number];

export function useDeskDoctors() {
  return useQuery(deskDoctorsQuery);
}
