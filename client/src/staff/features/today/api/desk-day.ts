import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';
import type { DeskDayQuery } from '../../../graphql/__generated__/graphql';
import { DESK_POLL_MS, usePageVisible } from '../../../lib/use-page-visible';

export const deskDayQuery = graphql(`
  query DeskDay($date: String) {
    deskDay(date: $date) {
      date
      onLeave
      doctor {
        id
        name
        specialization
      }
      counts {
        booked
        confirmed
        arrived
        completed
        noShow
        cancelled
        freeSlots
      }
      appointments {
        ...DeskAppointmentCard_appointment
      }
    }
  }
`);

export type DeskDoctorDay = DeskDayQuery['deskDay'][number];

/** Every doctor's day; asks again every 15 s while the tab is in front, so new bookings show. */
export function useDeskDay(date: string) {
  const visible = usePageVisible();
  return useQuery(deskDayQuery, {
    variables: { date },
    pollInterval: visible ? DESK_POLL_MS : 0,
    notifyOnNetworkStatusChange: false,
  });
}
