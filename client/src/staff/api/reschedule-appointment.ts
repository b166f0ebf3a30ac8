import { useMutation } from '@apollo/client/react';
import { graphql } from '../graphql/__generated__/gql';

export const rescheduleAppointmentMutation = graphql(`
  mutation RescheduleAppointment($reference: String!, $doctorId: ID!, $startsAt: DateTimeISO!) {
    rescheduleAppointment(reference: $reference, doctorId: $doctorId, startsAt: $startsAt) {
      ...DeskAppointmentCard_appointment
    }
  }
`);

export function useRescheduleAppointment() {
  return useMutation(rescheduleAppointmentMutation);
}
