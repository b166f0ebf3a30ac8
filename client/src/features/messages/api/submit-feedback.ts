import { useMutation } from '@apollo/client/react';
import * as yup from 'yup';
import { graphql } from '../../../graphql/__generated__/gql';
import { messagesTexts } from '../strings';

const texts = messagesTexts.feedback;

export const submitFeedbackMutation = graphql(`
  mutation SubmitFeedback($input: FeedbackInput!) {
    submitFeedback(input: $input) {
      id
      message
    }
  }
`);

/** The server's rules, checked before sending so a patient sees them at once. */
export const feedbackSchema = yup.object({
  name: yup.string().trim().required(texts.nameRequired).max(100, texts.nameTooLong),
  condition: yup.string().trim().max(100, texts.conditionTooLong),
  message: yup.string().trim().required(texts.messageRequired).max(2000, texts.messageTooLong),
  rating: yup.number().integer().min(1).max(5).required(),
  consentToPublish: yup.boolean().default(false),
});

export type FeedbackValues = yup.InferType<typeof feedbackSchema>;

export function useSubmitFeedback() {
  return useMutation(submitFeedbackMutation);
}
