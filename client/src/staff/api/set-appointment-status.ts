import { useMutation } from '@apollo/client/react';
import * as yup from 'yup';
import { graphql } from '../graphql/__generated__/gql';
import { appointmentTexts } from '../components/appointment-texts';

export const setAppointmentStatusMutation = graphql(`
  mutation SetAppointmentStatus($reference: String!, $status: AppointmentStatus!, $reason: String) {
    setAppointmentStatus(reference: $reference, status: $status, reason: $reason) {
      ...DeskAppointmentCard_appointment
    }
  }
`);

export const cancelReasonSchema = yup.object({
  reason: yup
    .string()
    .trim()
    .required(appointmentTexts.cancelReasonRequired)
    .max(300, appointmentTexts.cancelReasonTooLong),
});

export function useSetAppointmentStatus() {
  return useMutation(setAppointmentStatusMutation);
}
