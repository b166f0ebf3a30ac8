import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';

export const staffMembersQuery = graphql(`
  query StaffMembers {
    staffMembers {
      id
      name
      role
    }
  }
`);

export function useStaffMembers() {
  return useQuery(staffMembersQuery);
}
