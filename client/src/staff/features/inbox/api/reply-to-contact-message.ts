import { useMutation } from '@apollo/client/react';
import * as yup from 'yup';
import { graphql } from '../../../graphql/__generated__/gql';
import { inboxTexts } from '../strings';

export const replyToContactMessageMutation = graphql(`
  mutation ReplyToContactMessage($id: ID!, $channel: ReplyChannel!, $text: String!) {
    replyToContactMessage(id: $id, channel: $channel, text: $text) {
      ...InboxItem_item
    }
  }
`);

export const replySchema = yup.object({
  channel: yup.string().oneOf(['EMAIL', 'WHATSAPP']).required(),
  text: yup.string().trim().required(inboxTexts.replyRequired).max(1000, inboxTexts.replyTooLong),
});

export function useReplyToContactMessage() {
  return useMutation(replyToContactMessageMutation, { refetchQueries: ['Inbox'] });
}
