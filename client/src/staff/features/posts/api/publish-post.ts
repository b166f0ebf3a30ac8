import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';

export const publishPostMutation = graphql(`
  mutation PublishPost($id: ID!, $at: String) {
    publishPost(id: $id, at: $at) {
      ...DeskPostFields_post
    }
  }
`);

export const unpublishPostMutation = graphql(`
  mutation UnpublishPost($id: ID!) {
    unpublishPost(id: $id) {
      ...DeskPostFields_post
    }
  }
`);

export function usePublishPost() {
  return useMutation(publishPostMutation);
}

export function useUnpublishPost() {
  return useMutation(unpublishPostMutation);
}
