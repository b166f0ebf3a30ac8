import { useQuery } from '@apollo/client/react';
import { graphql } from '../graphql/__generated__/gql';

export const appointmentMessagesQuery = graphql(`
  query AppointmentMessages($reference: String!) {
    appointmentMessages(reference: $reference) {
      ...DeskMessageRow_message
    }
  }
`);

/** A booking's messages, asked for when the desk opens its panel. */
export function useAppointmentMessages(reference: string) {
  return useQuery(appointmentMessagesQuery, {
    variables: { reference },
    fetchPolicy: 'cache-and-network',
  });
}
