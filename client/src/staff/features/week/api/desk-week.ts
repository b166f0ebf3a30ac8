import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';

export const deskWeekQuery = graphql(`
  query DeskWeek($doctorId: ID!, $weekOf: String) {
    deskWeek(doctorId: $doctorId, weekOf: $weekOf) {
      date
      onLeave
      doctor {
        id
        name
      }
      counts {
        booked
        freeSlots
      }
      appointments {
        ...DeskAppointmentCard_appointment
      }
    }
  }
`);

export function useDeskWeek(doctorId: string, weekOf: string) {
  return useQuery(deskWeekQuery, { variables: { doctorId, weekOf }, skip: !doctorId });
}
