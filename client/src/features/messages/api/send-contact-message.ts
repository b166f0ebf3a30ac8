import { useMutation } from '@apollo/client/react';
import * as yup from 'yup';
import { graphql } from '../../../graphql/__generated__/gql';
import type { Translate } from '../refusals';

export const sendContactMessageMutation = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      id
      title
      message
    }
  }
`);

/** The server's rules, checked before sending, their messages in the page's language. */
export function contactSchemaFor(_: Translate) {
  return yup.object({
    name: yup
      .string()
      .trim()
      .required(_('messages.form.nameRequired'))
      .max(100, _('messages.form.nameTooLong')),
    email: yup
      .string()
      .trim()
      .required(_('messages.form.emailRequired'))
      .email(_('messages.form.emailInvalid'))
      .max(254, _('messages.form.emailInvalid')),
    phone: yup
      .string()
      .matches(/^(\d{10})?$/, _('messages.form.phoneInvalid'))
      .default(''),
    subject: yup
      .string()
      .trim()
      .required(_('messages.form.subjectRequired'))
      .max(150, _('messages.form.subjectTooLong')),
    message: yup
      .string()
      .trim()
      .required(_('messages.form.messageRequired'))
      .max(5000, _('messages.form.messageTooLong')),
  });
}

export type ContactValues = yup.InferType<ReturnType<typeof contactSchemaFor>>;

export function useSendContactMessage() {
  return useMutation(sendContactMessageMutation);
}
