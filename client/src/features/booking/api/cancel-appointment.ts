import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';

export const cancelAppointmentMutation = graphql(`
  mutation CancelAppointment($reference: String!, $phone: String!, $language: Language!) {
    cancelAppointment(reference: $reference, phone: $phone) {
      ...AppointmentCard_appointment
    }
  }
`);

export function useCancelAppointment() {
  return useMutation(cancelAppointmentMutation);
}
