import { useMutation } from '@apollo/client/react';
import { graphql } from '../../graphql/__generated__/gql';

export const signOutMutation = graphql(`
  mutation SignOut {
    signOut
  }
`);

export function useSignOut() {
  return useMutation(signOutMutation);
}
