import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';
import type { BookingDoctorsQuery } from '../../../graphql/__generated__/graphql';

/** Doctors taking bookings, for the condition, specialty and doctor choices. */
export const bookingDoctorsQuery = graphql(`
  query BookingDoctors {
    doctors(available: true) {
      id
      name
      specialization
      qualification
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

export function useBookingDoctors(skip: boolean) {
  return useQuery(bookingDoctorsQuery, { skip });
}
