import { useLazyQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';
import type { AppointmentCard_AppointmentFragment } from '../../../graphql/__generated__/graphql';

/** What the manage page shows of a patient's booking, after a lookup or a cancellation. */
export const appointmentCardFragment = graphql(`
  fragment AppointmentCard_appointment on Appointment {
    reference
    status
    scheduledAt
    canCancel
    cancelReason
    history {
      at
      status
      note
    }
    doctor {
      id
      name(language: $language)
      inEnglish(language: $language)
    }
  }
`);

export const appointmentQuery = graphql(`
  query Appointment($reference: String!, $phone: String!, $language: Language!) {
    appointment(reference: $reference, phone: $phone) {
      ...AppointmentCard_appointment
    }
  }
`);

export type PatientAppointment = AppointmentCard_AppointmentFragment;

export function useAppointmentLookup() {
  return useLazyQuery(appointmentQuery, { fetchPolicy: 'network-only' });
}
