import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';
import type { BookingDoctorsQuery, Language } from '../../../graphql/__generated__/graphql';

/** Doctors taking bookings, for the condition, specialty and doctor choices. */
export const bookingDoctorsQuery = graphql(`
  query BookingDoctors($language: Language!) {
    doctors(available: true) {
      id
      name(language: $language)
      specialization(language: $language)
      qualification(language: $language)
      inEnglish(language: $language)
      experienceYears
      image
      consultationFee
      isAvailable
      conditions
      consultationModes
    }
    bookingWindow {
      firstDate
      lastDate
    }
  }
`);

export type BookingDoctor = BookingDoctorsQuery['doctors'][number];
export type BookingWindow = BookingDoctorsQuery['bookingWindow'];

/** In the page's language (`language`); `inEnglish` names the fields that have no version in it. */
export function useBookingDoctors(language: Language, skip: boolean) {
  return useQuery(bookingDoctorsQuery, { variables: { language }, skip });
}
