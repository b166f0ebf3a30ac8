import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';
import type { DeskDayQuery } from '../../../graphql/__generated__/graphql';
import { DESK_POLL_MS, usePageVisible } from '../../../lib/use-page-visible';

/**
 * A day's bookings without their doctor: the day names the doctor once (some 150 bookings a day
 * would each repeat it). DoctorDay puts it back before cards and actions read it.
 */
export const deskDayAppointmentFragment = graphql(`
  fragment DeskDayAppointment_appointment on DeskAppointment {
    id
    reference
    startsAt
    endsAt
    mode
    status
    patientName
    patientPhone
    token
    cancelReason
  }
`);

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
        ...DeskDayAppointment_appointment
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
