import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';
import { DESK_POLL_MS, usePageVisible } from '../../../lib/use-page-visible';

export const myDayQuery = graphql(`
  query MyDay($date: String) {
    myDay(date: $date) {
      symptoms
      appointment {
        ...DeskAppointmentCard_appointment
      }
    }
  }
`);

/** The doctor's own day. Symptoms are kept out of the cache altogether (no-cache). */
export function useMyDay(date: string) {
  const visible = usePageVisible();
  return useQuery(myDayQuery, {
    variables: { date },
    fetchPolicy: 'no-cache',
    pollInterval: visible ? DESK_POLL_MS : 0,
  });
}
