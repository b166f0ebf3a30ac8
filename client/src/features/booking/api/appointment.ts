import { useLazyQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';
import type { AppointmentQuery } from '../../../graphql/__generated__/graphql';

export const appointmentQuery = graphql(`
  query Appointment($reference: String!, $phone: String!) {
    appointment(reference: $reference, phone: $phone) {
      reference
      status
      scheduledAt
      canCancel
      doctor {
        id
        name
      }
    }
  }
`);

export type PatientAppointment = AppointmentQuery['appointment'];

export function useAppointmentLookup() {
  return useLazyQuery(appointmentQuery, { fetchPolicy: 'network-only' });
}
