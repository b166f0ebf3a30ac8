import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';
import type { BookAppointmentMutation } from '../../../graphql/__generated__/graphql';

export const bookAppointmentMutation = graphql(`
  mutation BookAppointment($input: BookAppointmentInput!, $language: Language!) {
    bookAppointment(input: $input) {
      message
      appointment {
        reference
        status
        mode
        scheduledAt
        endsAt
        doctor {
          id
          name(language: $language)
          inEnglish(language: $language)
        }
      }
    }
  }
`);

export type BookedAppointment = BookAppointmentMutation['bookAppointment'];

export function useBookAppointment() {
  return useMutation(bookAppointmentMutation);
}
