import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';

// An admin's answers to a request; each closes it and the server audits it.

export const eraseDataRequestMutation = graphql(`
  mutation EraseDataRequest($id: ID!) {
    eraseDataRequest(id: $id) {
      ...DataRequestCard_request
    }
  }
`);

export const refuseDataRequestMutation = graphql(`
  mutation RefuseDataRequest($id: ID!, $reason: String!) {
    refuseDataRequest(id: $id, reason: $reason) {
      ...DataRequestCard_request
    }
  }
`);

export const completeDataRequestMutation = graphql(`
  mutation CompleteDataRequest($id: ID!, $note: String) {
    completeDataRequest(id: $id, note: $note) {
      ...DataRequestCard_request
    }
  }
`);

export const correctDataRequestMutation = graphql(`
  mutation CorrectDataRequest($id: ID!, $input: DataCorrectionInput!) {
    correctDataRequest(id: $id, input: $input) {
      ...DataRequestCard_request
    }
  }
`);

const refetch = { refetchQueries: ['DataRequests'] };

export const useEraseDataRequest = () => useMutation(eraseDataRequestMutation, refetch);
export const useRefuseDataRequest = () => useMutation(refuseDataRequestMutation, refetch);
export const useCompleteDataRequest = () => useMutation(completeDataRequestMutation, refetch);
export const useCorrectDataRequest = () => useMutation(correctDataRequestMutation, refetch);
