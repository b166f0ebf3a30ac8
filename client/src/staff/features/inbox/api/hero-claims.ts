import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';

export const heroClaimsQuery = graphql(`
  query HeroClaims {
    heroClaims {
      patientsTreated
      yearsOfService
      successRate
      updatedAt
    }
  }
`);

export function useHeroClaims() {
  return useQuery(heroClaimsQuery, { fetchPolicy: 'cache-and-network' });
}
