import { useMutation } from '@apollo/client/react';
import * as yup from 'yup';
import { graphql } from '../../../graphql/__generated__/gql';
import { inboxTexts } from '../strings';

export const approveTestimonialMutation = graphql(`
  mutation ApproveTestimonial($id: ID!, $testimonial: TestimonialInput!) {
    approveTestimonial(id: $id, testimonial: $testimonial) {
      ...InboxItem_item
    }
  }
`);

export const testimonialSchema = yup.object({
  town: yup.string().trim().required(inboxTexts.townRequired).max(60, inboxTexts.townTooLong),
  doctorId: yup.string(),
});

export function useApproveTestimonial() {
  return useMutation(approveTestimonialMutation, { refetchQueries: ['Inbox'] });
}
