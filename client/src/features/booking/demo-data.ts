/* eslint-disable lingui/no-unlocalized-strings -- the spec's made-up demo doctors, marked English (inEnglish) */
import type { AvailableSlot } from './api/slot-day';
import type { BookingDoctor } from './api/booking-doctors';
import { clinicDateTime } from './clinic-time';

/** Shown only in Demo Mode (the API cannot be reached), as the spec describes. */
export const demoDoctors: BookingDoctor[] = [
  { id: 'demo-1', name: 'Dr. Demo Sharma', specialization: 'ENT', consultationFee: 500 },
  { id: 'demo-2', name: 'Dr. Demo Verma', specialization: 'Cardiology', consultationFee: 700 },
  { id: 'demo-3', name: 'Dr. Demo Iyer', specialization: 'Dermatology', consultationFee: 600 },
].map((doctor) => ({
  __typename: 'Doctor' as const,
  isAvailable: true,
  qualification: 'MBBS',
  experienceYears: 10,
  image: null,
  conditions: [],
  consultationModes: ['IN_CLINIC' as const],
  // Made up in English only: marked so on a page in another language.
  inEnglish: ['name', 'specialization', 'qualification'],
  ...doctor,
}));

export const FALLBACK_TIMES = ['09:00', '10:00', '11:00', '14:00', '15:00', '16:00'] as const;

/** The spec's fallback slots when offline or when the slot call fails on the network. */
export function fallbackSlots(date: string): AvailableSlot[] {
  return FALLBACK_TIMES.map((displayTime) => ({
    __typename: 'AvailableSlot' as const,
    time: clinicDateTime(date, displayTime),
    displayTime,
    available: true,
    modes: ['IN_CLINIC' as const],
  }));
}
