import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';
import type { Language, SlotDayQuery } from '../../../graphql/__generated__/graphql';

/** A doctor's date: its slots, and when none is free, why and where to go instead. */
export const slotDayQuery = graphql(`
  query SlotDay($doctorId: ID!, $date: String!, $condition: String, $language: Language!) {
    slotDay(doctorId: $doctorId, date: $date, condition: $condition) {
      date
      reason
      lastBookableDate
      nextAvailableDate
      slots {
        time
        displayTime
        available
        modes
      }
      otherDoctors {
        id
        name(language: $language)
        inEnglish(language: $language)
      }
    }
  }
`);

export type SlotDay = SlotDayQuery['slotDay'];
export type AvailableSlot = SlotDay['slots'][number];

/** Skipped until a doctor and date are chosen. Always fresh: slots go quickly. */
export function useSlotDay(
  variables: { doctorId: string; date: string; condition?: string | null; language: Language },
  skip: boolean,
) {
  return useQuery(slotDayQuery, { variables, skip, fetchPolicy: 'network-only' });
}
