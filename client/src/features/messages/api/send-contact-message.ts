import { useMutation } from '@apollo/client/react';
import * as yup from 'yup';
import { graphql } from '../../../graphql/__generated__/gql';
import { phoneTexts } from '../../../lib/phone-texts';
import { messagesTexts } from '../strings';

const texts = messagesTexts.contact.form;

export const sendContactMessageMutation = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      id
      title
      message
    }
  }
`);

export const contactSchema = yup.object({
  name: yup.string().trim().required(texts.nameRequired).max(100, texts.nameTooLong),
  email: yup.string().trim().required(texts.emailRequired).email(texts.emailInvalid).max(254),
  phone: yup
    .string()
    .matches(/^(\d{10})?$/, phoneTexts.invalid)
    .default(''),
  subject: yup.string().trim().required(texts.subjectRequired).max(150, texts.subjectTooLong),
  message: yup.string().trim().required(texts.messageRequired).max(5000, texts.messageTooLong),
});

export type ContactValues = yup.InferType<typeof contactSchema>;

export function useSendContactMessage() {
  return useMutation(sendContactMessageMutation);
}
