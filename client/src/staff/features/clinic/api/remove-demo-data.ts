import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';
import { clinicSetupQuery } from './clinic-setup';

export const removeDemoDataMutation = graphql(`
  mutation RemoveDemoData {
    removeDemoData {
      doctors
      products
      categories
      posts
      orders
      appointments
    }
  }
`);

export function useRemoveDemoData() {
  return useMutation(removeDemoDataMutation, {
    refetchQueries: [clinicSetupQuery],
    awaitRefetchQueries: true,
  });
}
