import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';

export const strandedAppointmentsQuery = graphql(`
  query StrandedAppointments($doctorId: ID) {
    strandedAppointments(doctorId: $doctorId) {
      ...DeskAppointmentCard_appointment
    }
  }
`);

/** Bookings their doctor's time no longer holds (one doctor's, or everyone's). */
export function useStrandedAppointments(doctorId?: string) {
  return useQuery(strandedAppointmentsQuery, {
    variables: { doctorId: doctorId ?? null },
    fetchPolicy: 'cache-and-network',
  });
}
