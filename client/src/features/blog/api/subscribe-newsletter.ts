import { useMutation } from '@apollo/client/react';
import * as yup from 'yup';
import { graphql } from '../../../graphql/__generated__/gql';
import { blogTexts } from '../strings';

export const subscribeNewsletterMutation = graphql(`
  mutation SubscribeNewsletter($email: String!) {
    subscribeNewsletter(email: $email) {
      subscribed
      message
    }
  }
`);

export const newsletterSchema = yup.object({
  email: yup
    .string()
    .trim()
    .required(blogTexts.newsletter.requiredEmail)
    .max(254, blogTexts.newsletter.invalidEmail)
    .email(blogTexts.newsletter.invalidEmail),
});

export function useSubscribeNewsletter() {
  return useMutation(subscribeNewsletterMutation);
}
