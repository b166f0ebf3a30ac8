import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';

export const clinicSetupQuery = graphql(`
  query ClinicSetup {
    clinicSetup {
      profileIsDemo
      demo {
        doctors
        products
        categories
        posts
        tags
        feedback
        orders
        appointments
      }
    }
  }
`);

export function useClinicSetup() {
  return useQuery(clinicSetupQuery, { fetchPolicy: 'network-only' });
}
