import { useMutation } from '@apollo/client/react';
import { graphql } from '../../graphql/__generated__/gql';

export const beginTotpEnrolmentMutation = graphql(`
  mutation BeginTotpEnrolment {
    beginTotpEnrolment {
      otpauthUrl
      secret
    }
  }
`);

export function useBeginTotpEnrolment() {
  return useMutation(beginTotpEnrolmentMutation);
}
