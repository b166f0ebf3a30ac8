import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';
import type { AvailableSlotsQuery } from '../../../graphql/__generated__/graphql';

export const availableSlotsQuery = graphql(`
  query AvailableSlots($doctorId: ID!, $date: String!) {
    availableSlots(doctorId: $doctorId, date: $date) {
      time
      displayTime
      available
    }
  }
`);

export type AvailableSlot = AvailableSlotsQuery['availableSlots'][number];

/** A doctor's slots on a date; skipped until both are chosen. Always fresh: slots go quickly. */
export function useAvailableSlots(doctorId: string, date: string, skip: boolean) {
  return useQuery(availableSlotsQuery, {
    variables: { doctorId, date },
    skip,
    fetchPolicy: 'network-only',
  });
}
