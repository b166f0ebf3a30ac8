import { registerEnumType } from 'type-graphql';

export enum AppointmentStatus {
  /** Booked online; the clinic will call to confirm. */
  PENDING = 'PENDING',
  /** The clinic spoke to the patient (or booked it for them). */
  CONFIRMED = 'CONFIRMED',
  /** The patient is at the clinic and has a token in the doctor's queue. */
  ARRIVED = 'ARRIVED',
  COMPLETED = 'COMPLETED',
  /** The patient did not come (set only after the start time); the slot is free again. */
  NO_SHOW = 'NO_SHOW',
  CANCELLED = 'CANCELLED',
}

registerEnumType(AppointmentStatus, { name: 'AppointmentStatus' });

/** Statuses that free the slot again (the exclusion constraint ignores them). */
export const RELEASED_STATUSES = [AppointmentStatus.CANCELLED, AppointmentStatus.NO_SHOW] as const;
