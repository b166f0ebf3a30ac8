import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';

export const setProductHiddenMutation = graphql(`
  mutation SetProductHidden($id: ID!, $hidden: Boolean!) {
    setProductHidden(id: $id, hidden: $hidden) {
      ...DeskProductFields_product
    }
  }
`);

export function useSetProductHidden() {
  return useMutation(setProductHiddenMutation);
}
