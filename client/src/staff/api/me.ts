import { useQuery } from '@apollo/client/react';
import { graphql } from '../graphql/__generated__/gql';
import type { MeQuery } from '../graphql/__generated__/graphql';

export const meQuery = graphql(`
  query Me {
    me {
      id
      name
      email
      role
      doctorId
      totpEnabled
    }
  }
`);

export type StaffMe = NonNullable<MeQuery['me']>;

/** The signed-in staff member, or null: decides the console's navigation. */
export function useMe() {
  return useQuery(meQuery, { fetchPolicy: 'network-only' });
}
