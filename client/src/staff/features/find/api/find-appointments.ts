import { useLazyQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';

export const findAppointmentsQuery = graphql(`
  query FindAppointments($search: String!) {
    findAppointments(search: $search) {
      ...DeskAppointmentCard_appointment
    }
  }
`);

/** Run on demand; the search text is personal, so it never goes into the address. */
export function useFindAppointments() {
  return useLazyQuery(findAppointmentsQuery, { fetchPolicy: 'network-only' });
}
