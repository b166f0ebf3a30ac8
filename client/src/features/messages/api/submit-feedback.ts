import { useMutation } from '@apollo/client/react';
import * as yup from 'yup';
import { graphql } from '../../../graphql/__generated__/gql';
import type { Translate } from '../refusals';

export const submitFeedbackMutation = graphql(`
  mutation SubmitFeedback($input: FeedbackInput!) {
    submitFeedback(input: $input) {
      id
      message
    }
  }
`);

/** The server's rules, checked before sending so a patient sees them at once, in their language. */
export function feedbackSchemaFor(_: Translate) {
  return yup.object({
    name: yup
      .string()
      .trim()
      .required(_('messages.feedback.nameRequired'))
      .max(100, _('messages.feedback.nameTooLong')),
    condition: yup.string().trim().max(100, _('messages.feedback.conditionTooLong')),
    message: yup
      .string()
      .trim()
      .required(_('messages.feedback.messageRequired'))
      .max(2000, _('messages.feedback.messageTooLong')),
    rating: yup.number().integer().min(1).max(5).required(),
    consentToPublish: yup.boolean().default(false),
  });
}

export type FeedbackValues = yup.InferType<ReturnType<typeof feedbackSchemaFor>>;

export function useSubmitFeedback() {
  return useMutation(submitFeedbackMutation);
}
