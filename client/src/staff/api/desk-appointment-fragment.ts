import { graphql } from '../graphql/__generated__/gql';

/** What every desk list shows of a booking, and what its actions need. */
export const deskAppointmentFragment = graphql(`
  fragment DeskAppointmentCard_appointment on DeskAppointment {
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
    doctor {
      id
      name
    }
  }
`);
